import 'server-only';
import crypto from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { readInputOrFailure } from '@/lib/api/handler';
import { consumeLimit, overRateLimit, rateLimitedReply } from '@/lib/api/form-rate-limit';
import { captchaPasses } from '@/lib/captcha/verify';
import { getDb } from '@/lib/db/client';
import { rateWindowMinutes } from '@/lib/forms/env';
import { isCrossSitePost } from '@/lib/forms/same-site';
import { logError } from '@/lib/observability/log';
import { CONTROL, normalizeAddress } from './address';
import { alertsEnv } from './env';
import { confirmationMail } from './mail/compose';
import { mailTransport } from './mail/transport';
import { wantsPage } from '@/lib/api/wants-page';
import { siteOrigin } from '@/lib/config/env';
import { pageLink } from './paths';
import { alertReply, languageOf } from './reply';
import { FREQUENCIES, subscribe, type Frequency } from './subscriptions';
import { targetExists, targetTitle } from './target-exists';
import { parseTarget, targetPagePath, type Target } from './targets';
import { alertText, type AlertErrorCode } from './texts';

const FIELD_MAX = 2000;

/**
 * POST /api/alerts/subscribe: checks everything before anything is stored
 * (characters, origin, rate limits, address, view, captcha), then records a
 * pending subscription and mails its confirmation link. The answer is the
 * same whether or not the address was already subscribed.
 */
export async function subscribeRequest(req: Request): Promise<Response> {
  const input = await readInputOrFailure(req);
  if (input instanceof Response) return input;
  const lang = languageOf(input);
  const fail = (code: AlertErrorCode, status = 400, vars?: Record<string, string | number>) =>
    alertReply(req, lang, status, code, back, vars);
  const text = (k: string) => {
    const value = input[k];
    return typeof value === 'string' ? value : '';
  };
  const target = parseTarget(text('view'), text('query'));
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
  const email = normalizeAddress(input.email);
  if (!email) return fail('email');
  const frequency = FREQUENCIES.find((f) => f === input.frequency);
  if (!frequency) return fail('frequency');
  if (!target) return fail(text('view') === 'filter' || text('query') ? 'unknownFilter' : 'view');
  if (!(await targetExists(target, lang))) return fail('unknownFilter');
  if (!(await captchaPasses(text('verified_token') || undefined))) return fail('captcha');
  const addressKey = crypto.createHash('sha256').update(email).digest('hex').slice(0, 32);
  const wait = await consumeLimit(
    `alerts-address:${addressKey}`,
    alertsEnv().ALERTS_ADDRESS_LIMIT,
    86_400,
  );
  if (wait !== null) {
    return wantsPage(req)
      ? fail('addressLimited', 429)
      : rateLimitedReply(alertText.error(lang, 'addressLimited'), wait);
  }
  try {
    await sendConfirmation(email, lang, target, frequency);
  } catch (e) {
    logError('alerts: subscribe failed', e);
    return fail('unavailable', 503);
  }
  return alertReply(req, lang, 200, 'sent', back);
}

async function sendConfirmation(email: string, lang: Locale, target: Target, frequency: Frequency) {
  const title = await targetTitle(target, lang);
  const token = await subscribe(await getDb(), {
    email,
    language: lang,
    target: target.key,
    title,
    frequency,
  });
  if (!token) return;
  const site = new URL(siteOrigin()).hostname;
  await mailTransport().send(
    confirmationMail({
      lang,
      to: email,
      site,
      view: title,
      confirmUrl: pageLink(lang, 'confirm', token),
      id: crypto.randomUUID(),
      origin: siteOrigin(),
    }),
  );
}
