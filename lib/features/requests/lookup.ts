import 'server-only';
import crypto from 'node:crypto';
import { NextResponse } from 'next/server';
import { localizePath } from '@/i18n/paths';
import { failure, readInputOrFailure } from '@/lib/core/forms/reply';
import { consumeLimit, overRateLimit } from '@/lib/core/forms/form-rate-limit';
import { wantsPage } from '@/lib/core/forms/wants-page';
import { formLanguage } from '@/lib/core/contract/primitives';
import { isCrossSitePost } from '@/lib/core/forms/same-site';
import { siteOrigin } from '@/lib/platform/config/env';
import { getDb } from '@/lib/core/db/client';
import { logError, logWarning } from '@/lib/platform/observability/log';
import { requestsEnv } from './env';
import { lookupForm } from './lookup-form';
import { REQUEST_PAGE } from './paths';
import type { SendSoon } from './receipt';
import { requestText, type RequestLookupKey } from './texts';
import { findRequest, queueLinkMail } from './track';

/** The lookup's outcomes a page can show, by code (never text from the address). */
export const LOOKUP_CODES = ['sent', 'invalid', 'rateLimited', 'crossSite'] as const;
type Code = (typeof LOOKUP_CODES)[number];

declare global {
  /** Process-wide: the lookups still running off their requests (the tests wait for them). */
  var __requestLookups: Set<Promise<void>> | undefined;
}

/** Resolves when every lookup started so far has ended. */
export async function lookupsSettled(): Promise<void> {
  await Promise.all([...(globalThis.__requestLookups ?? [])]);
}

const digest = (s: string) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 32);

/**
 * Off the request: a new link is queued only when the reference and the address match a
 * request, the reference was not mailed REQUESTS_LOOKUP_PER_REFERENCE times today, and the
 * site's hourly ceiling holds; otherwise nothing happens, and nobody is told.
 */
async function lookUp(reference: string, email: string, sendSoon: SendSoon): Promise<void> {
  const e = requestsEnv();
  const db = await getDb();
  const found = await findRequest(db, reference, email);
  if (!found) return;
  const key = `request-lookup-ref:${digest(reference)}`;
  if ((await consumeLimit(key, e.REQUESTS_LOOKUP_PER_REFERENCE, 86_400)) !== null) return;
  if ((await consumeLimit('request-lookups', e.REQUESTS_LOOKUPS_PER_HOUR, 3600)) !== null) {
    logWarning('requests: the hourly ceiling of lookup mails is reached; refused', {
      ceiling: e.REQUESTS_LOOKUPS_PER_HOUR,
    });
    return;
  }
  await queueLinkMail(db, found.id, crypto.randomUUID());
  sendSoon();
}

/**
 * POST /api/muraciet/link: the lookup form (docs/requests.md, "A new link"). After the
 * client's rate limit, it answers at once with the same words whether or not the reference
 * and the address match: the look-up and the mail happen off the request, so neither the
 * reply nor its time tells whether a request exists. A plain form post gets a 303 to the
 * form's page with the outcome's code.
 */
export async function lookupRequest(req: Request, sendSoon: SendSoon): Promise<Response> {
  const input = await readInputOrFailure(req);
  if (input instanceof Response) return input;
  const lang = formLanguage.parse(input.lang);
  const days = requestsEnv().REQUESTS_LINK_DAYS;
  const reply = (code: Code, status: number, vars: Record<string, number> = {}) => {
    if (wantsPage(req)) {
      const page = new URL(localizePath(lang, REQUEST_PAGE), siteOrigin());
      page.searchParams.set(status < 400 ? 'r' : 'e', code);
      return NextResponse.redirect(page, 303);
    }
    const key: RequestLookupKey = code;
    const message = requestText.lookup(lang, key, { days, ...vars });
    return status < 400 ? NextResponse.json({ status: true, message }) : failure(message, status);
  };
  if (isCrossSitePost(req)) return reply('crossSite', 403);
  const limited = await overRateLimit('request-lookup', req.headers, lang, (minutes) =>
    requestText.lookup(lang, 'rateLimited', { minutes }),
  );
  if (limited) return wantsPage(req) ? reply('rateLimited', 429) : limited;
  const fields = lookupForm.safeParse(input);
  if (!fields.success) return reply('invalid', 400);
  const all = (globalThis.__requestLookups ??= new Set());
  const run = lookUp(fields.data.reference, fields.data.email, sendSoon).catch((e: unknown) =>
    logError('requests: a lookup failed', e),
  );
  all.add(run);
  void run.finally(() => all.delete(run));
  return reply('sent', 200);
}
