import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
// eslint-disable-next-line no-restricted-syntax -- given to createTranslator below
import az from '@/messages/core.az.json';
// eslint-disable-next-line no-restricted-syntax -- given to createTranslator below
import en from '@/messages/core.en.json';
import { localPath } from '@/lib/platform/http/local-path';
import { messageDocument } from '@/lib/platform/http/too-long';
import { failure } from './reply';
import { wantsPage } from './wants-page';

/**
 * A form's refusal: `{status:false, message}` for a script, and for a form
 * posted without JavaScript a page in the form's language saying why, with a
 * way back to the page it came from (`back`, when it is a local path) and
 * home: never JSON in front of a visitor.
 */
export function formRefusal(
  req: Request,
  lang: Locale,
  message: string,
  status: number,
  back?: unknown,
): Response {
  if (!wantsPage(req)) return failure(message, status);
  const t = createTranslator({ locale: lang, messages: lang === 'en' ? en : az });
  const path = localPath(back) ?? localizePath(lang, '/');
  // Unstyled: the API's policy (next.config.ts, lib/platform/security) allows no style, and the page
  // reads as well without one.
  const html = messageDocument(
    lang,
    {
      title: t('Errors.formRefusedTitle'),
      text: message,
      back: { path, label: t('Errors.backToPage') },
    },
    null,
  );
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
