import 'server-only';
import crypto from 'node:crypto';
import { readInputOrFailure } from '@/lib/core/forms/reply';
import { consumeLimit, overRateLimit, rateLimitedReply } from '@/lib/core/forms/form-rate-limit';
import { captchaPasses } from '@/lib/core/forms/captcha/verify';
import { getDb } from '@/lib/core/db/client';
import { rateWindowMinutes } from '@/lib/core/forms/env';
import { isCrossSitePost } from '@/lib/core/forms/same-site';
import { logError, logWarning } from '@/lib/platform/observability/log';
import { countConfirmation } from '@/lib/platform/observability/metrics';
import { CONTROL } from '@/lib/core/contract/address';
import { alertsEnv } from './env';
import { sendConfirmationsSoon } from './confirmations';
import { mailboxOf } from './mailbox';
import { wantsPage } from '@/lib/core/forms/wants-page';
import { FIELD_MAX, subscribeForm } from './form';
import { alertReply } from './reply';
import { subscribe } from './subscriptions';
import { targetExists, targetTitle } from '@/lib/features/alerts/watch/target-exists';
import { parseTarget, targetPagePath } from '@/lib/features/alerts/watch/targets';
import { alertText, type AlertErrorCode } from './texts';

/**
 * POST /api/alerts/subscribe: checks everything before anything is stored
 * (characters, origin, rate limits, address, view, captcha, the mailbox's
 * and the site's limits of confirmation mails), then records a pending
 * subscription with its confirmation mail queued, and has it sent off the
 * request. The answer, and its time, are the same whether or not the
 * address was already subscribed.
 */
export async function subscribeRequest(req: Request): Promise<Response> {
  const input = await readInputOrFailure(req);
  if (input instanceof Response) return input;
  const fields = subscribeForm.shape;
  const lang = fields.lang.parse(input.lang);
  const fail = (code: AlertErrorCode, status = 400, vars?: Record<string, string | number>) =>
    alertReply(req, lang, status, code, back, vars);
  const view = fields.view.parse(input.view);
  const query = fields.query.parse(input.query);
  const target = parseTarget(view, query);
  const back = target ? targetPagePath(target, lang) : undefined;
  for (const value of Object.values(input)) {
    if (typeof value === 'string' && (CONTROL.test(value) || value.length > FIELD_MAX))
      return fail('characters');
  }
  if (isCrossSitePost(req)) return fail('crossSite', 403);
  const limited = await overRateLimit('alerts', req.headers, lang, (minutes) =>
    alertText.error(lang, 'rateLimited', { minutes }),
  );
  if (limited)
    return wantsPage(req) ? fail('rateLimited', 429, { minutes: rateWindowMinutes() }) : limited;
  const address = fields.email.safeParse(input.email);
  if (!address.success) return fail('email');
  const email = address.data;
  const chosen = fields.frequency.safeParse(input.frequency);
  if (!chosen.success) return fail('frequency');
  const frequency = chosen.data;
  if (!target) return fail(view === 'filter' || query ? 'unknownFilter' : 'view');
  if (!(await targetExists(target, lang))) return fail('unknownFilter');
  const token = fields.verified_token.parse(input.verified_token);
  if (!(await captchaPasses(token || undefined))) return fail('captcha');
  // A limit of confirmation mails reached: the form's result page, or 429 with Retry-After.
  const overLimit = (code: 'addressLimited' | 'busy', waitS: number) =>
    wantsPage(req) ? fail(code, 429) : rateLimitedReply(alertText.error(lang, code), waitS);
  const mailbox = crypto.createHash('sha256').update(mailboxOf(email)).digest('hex').slice(0, 32);
  const e = alertsEnv();
  const wait = await consumeLimit(`alerts-address:${mailbox}`, e.ALERTS_ADDRESS_LIMIT, 86_400);
  if (wait !== null) {
    countConfirmation('mailbox');
    return overLimit('addressLimited', wait);
  }
  const ceiling = e.ALERTS_CONFIRMATIONS_PER_HOUR;
  const busy = await consumeLimit('alerts-confirmations', ceiling, 3600);
  if (busy !== null) {
    countConfirmation('ceiling');
    logWarning('alerts: the hourly ceiling of confirmation mails is reached; refused', {
      ceiling,
    });
    return overLimit('busy', busy);
  }
  try {
    const title = await targetTitle(target, lang);
    await subscribe(await getDb(), { email, language: lang, target: target.key, title, frequency });
  } catch (e) {
    logError('alerts: subscribe failed', e);
    return fail('unavailable', 503);
  }
  countConfirmation('accepted');
  sendConfirmationsSoon();
  return alertReply(req, lang, 200, 'sent', back);
}
