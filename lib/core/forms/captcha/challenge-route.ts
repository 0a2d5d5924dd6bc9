import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/platform/config/env';
import { formsEnv } from '@/lib/core/forms/env';
import { createAltchaChallenge } from './altcha';
import type { AltchaChallengeReply } from './challenge-reply';
import { altchaSecret } from './secret';
import { logError } from '@/lib/platform/observability/log';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /api/captcha/challenge (site extension): a fresh ALTCHA challenge for
 * the widget, over the local source only (the site verifies ALTCHA itself).
 * `siteOwned`: for a form whose data the site keeps itself in every mode
 * (e-mail alerts, GET /api/alerts/challenge), over an upstream too.
 */
export async function challengeRoute(opts: { siteOwned?: boolean } = {}): Promise<Response> {
  // Over an upstream the forms use reCAPTCHA (or are unavailable): docs/contract.md §7
  // has no challenge call, so none is asked upstream and none is issued here.
  if (env().AUDIT_API_URL && !opts.siteOwned)
    return NextResponse.json(
      { status: false, message: 'Not available with AUDIT_API_URL' },
      { status: 404, headers: NO_STORE },
    );
  try {
    const e = formsEnv();
    const challenge: AltchaChallengeReply = await createAltchaChallenge({
      secret: altchaSecret(e.ALTCHA_HMAC_KEY, e.DATA_DIR),
      cost: e.ALTCHA_COST,
      maxCounter: e.ALTCHA_MAX_COUNTER,
      expiresS: e.ALTCHA_EXPIRES_S,
    });
    return NextResponse.json(challenge, { headers: NO_STORE });
  } catch (e) {
    logError('[api] captcha challenge failed', e);
    return NextResponse.json(
      { status: false, message: 'Captcha unavailable' },
      { status: 502, headers: NO_STORE },
    );
  }
}
