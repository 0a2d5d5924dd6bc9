import { NextResponse } from 'next/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { failure } from '@/lib/core/forms/reply';
import { wantsPage } from '@/lib/core/forms/wants-page';
import { siteOrigin } from '@/lib/platform/config/env';
import type { MessageReply } from '@/lib/core/contract/replies';
import { localPath } from '@/lib/platform/http/local-path';
import { ALERT_PAGES } from './paths';
import { alertText, type AlertErrorCode } from './texts';

/** The outcomes the result page can show (besides the error codes). */
export const RESULTS = ['sent', 'confirmed', 'unsubscribed', 'allRemoved'] as const;
export type AlertResult = (typeof RESULTS)[number];
const isResult = (code: string): code is AlertResult => RESULTS.some((r) => r === code);

/** A local path to go back to, or undefined (never another site). */
export const safeBack = (back: unknown): string | undefined => localPath(back, 1000);

/**
 * The answer of an alerts call: JSON `{status, message}` (4xx with the
 * message when it failed) for scripts; for a plain form post, a 303 to the
 * result page, which shows the outcome's text by its code (never text from
 * the address, so a link cannot put words on the site).
 */
export function alertReply(
  req: Request,
  lang: Locale,
  status: number,
  code: AlertResult | AlertErrorCode,
  back?: string,
  vars?: Record<string, string | number>,
): Response {
  const ok = status < 400;
  if (!wantsPage(req)) {
    const message = isResult(code) ? alertText.page(lang, code) : alertText.error(lang, code, vars);
    const reply: MessageReply = { status: true, message };
    return ok ? NextResponse.json(reply) : failure(message, status);
  }
  const page = new URL(localizePath(lang, ALERT_PAGES.result), siteOrigin());
  page.searchParams.set(ok ? 'r' : 'e', code);
  const local = safeBack(back);
  if (local) page.searchParams.set('back', local);
  return NextResponse.redirect(page, 303);
}
