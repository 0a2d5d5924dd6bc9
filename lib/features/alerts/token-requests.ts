import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type { MessageReply } from '@/lib/core/contract/replies';
import { failure, readInputOrFailure } from '@/lib/core/forms/reply';
import { getDb } from '@/lib/core/db/client';
import { isCrossSitePost } from '@/lib/core/forms/same-site';
import { logError } from '@/lib/platform/observability/log';
import { alertReply } from './reply';
import { alertsSecret } from './secret';
import { primeView } from './detect';
import { confirm, eraseAddress, unsubscribe, unsubscribeDigests } from './subscriptions';
import { verifyId } from './tokens';
import { alertText } from './texts';
import { alertTokenForm, unsubscribeForm } from './form';

/** A one-click unsubscription's reply: JSON, for the mail client that posted it. */
const unsubscribed = (lang: Locale): MessageReply => ({
  status: true,
  message: alertText.page(lang, 'unsubscribed'),
});

/**
 * Reads the input, takes its fields by the form's schema (each field's own fallback: a
 * token that is no text is '', a language other than en is az), and answers any failure as
 * {status:false} (never a stack trace).
 */
function tokenRoute<F extends { t: string; lang: Locale }>(
  form: z.ZodType<F>,
  run: (req: Request, fields: F) => Promise<Response>,
) {
  return async (req: Request): Promise<Response> => {
    const input = await readInputOrFailure(req);
    if (input instanceof Response) return input;
    const fields = form.parse(input);
    try {
      return await run(req, fields);
    } catch (e) {
      logError('alerts: request failed', e);
      return alertReply(req, fields.lang, 503, 'unavailable');
    }
  };
}

/** POST /api/alerts/confirm: the confirmation page's button (the link in the mail leads there). */
export const confirmRequest = tokenRoute(alertTokenForm, async (req, { t, lang }) => {
  if (isCrossSitePost(req)) return alertReply(req, lang, 403, 'crossSite');
  const db = await getDb();
  const result = await confirm(db, t);
  if (result.status === 'confirmed') {
    // What the view holds now is the baseline: only what comes after is mailed.
    await primeView(db, result.queryId).catch((e: unknown) =>
      logError('alerts: first read failed', e),
    );
    return alertReply(req, lang, 200, 'confirmed');
  }
  return result.status === 'used'
    ? alertReply(req, lang, 410, 'used')
    : alertReply(req, lang, 400, 'token');
});

/**
 * POST /api/alerts/unsubscribe?t=…: the List-Unsubscribe address. A mail
 * client's one-click POST (RFC 8058: body List-Unsubscribe=One-Click, no
 * cookies, possibly from anywhere) ends the subscription at once and is
 * answered 200 without a redirect; the unsubscribe page's button is answered
 * like the other forms.
 */
export const unsubscribeRequest = tokenRoute(unsubscribeForm, async (req, fields) => {
  const { t, lang } = fields;
  const oneClick = fields['List-Unsubscribe'] === 'One-Click';
  const secret = alertsSecret();
  const id = verifyId(secret, 'unsubscribe', t);
  const daily = verifyId(secret, 'digest-daily', t);
  const weekly = verifyId(secret, 'digest-weekly', t);
  const answer = (status: number, code: 'unsubscribed' | 'token' | 'used') =>
    oneClick
      ? status < 400
        ? NextResponse.json(unsubscribed(lang))
        : failure(alertText.error(lang, code === 'unsubscribed' ? 'token' : code), status)
      : alertReply(req, lang, status, code);
  if (id === null && daily === null && weekly === null) return answer(400, 'token');
  if (!oneClick && isCrossSitePost(req)) return alertReply(req, lang, 403, 'crossSite');
  const db = await getDb();
  const ended =
    id !== null
      ? (await unsubscribe(db, id)) !== null
      : await unsubscribeDigests(db, (daily ?? weekly)!, daily !== null ? 'daily' : 'weekly');
  return ended ? answer(200, 'unsubscribed') : answer(410, 'used');
});

/** POST /api/alerts/manage: the manage page's "unsubscribe from all" (erases the address). */
export const manageRequest = tokenRoute(alertTokenForm, async (req, { t, lang }) => {
  const id = verifyId(alertsSecret(), 'manage', t);
  if (id === null) return alertReply(req, lang, 400, 'token');
  if (isCrossSitePost(req)) return alertReply(req, lang, 403, 'crossSite');
  return (await eraseAddress(await getDb(), id))
    ? alertReply(req, lang, 200, 'allRemoved')
    : alertReply(req, lang, 410, 'used');
});
