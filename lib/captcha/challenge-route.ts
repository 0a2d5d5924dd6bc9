import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';
import { buildTarget } from '@/lib/source/remote/client';
import { formsEnv } from '@/lib/forms/env';
import { createAltchaChallenge } from './altcha';
import { altchaSecret } from './secret';
import { logError } from '@/lib/api/log';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /api/captcha/challenge (site extension): a fresh ALTCHA challenge for
 * the widget. Whoever verifies the captcha issues it: this site over its own
 * database; the upstream when AUDIT_API_URL is set (the request is relayed).
 */
export async function challengeRoute(): Promise<Response> {
  const { AUDIT_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  try {
    if (AUDIT_API_URL) {
      const { url } = buildTarget(AUDIT_API_URL, '/api/captcha/challenge', {});
      const upstream = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (!upstream.ok) throw new Error(`upstream answered ${upstream.status}`);
      return NextResponse.json(await upstream.json(), { headers: NO_STORE });
    }
    const e = formsEnv();
    const challenge = await createAltchaChallenge({
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
