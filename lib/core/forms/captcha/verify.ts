import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { env } from '@/lib/platform/config/env';
import { getDb } from '@/lib/core/db/client';
import { captchaUsed } from '@/lib/core/db/schema';
import { formsEnv } from '@/lib/core/forms/env';
import { verifyAltcha, type UsedStore } from './altcha';
import { verifyRecaptcha } from './recaptcha';
import { altchaSecret } from './secret';

/** Used ALTCHA payloads live in captcha_used until they expire (then they are refused anyway). */
const dbUsedStore: UsedStore = {
  async markUsed(id, expiresAt) {
    const db = await getDb();
    await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, sql`now()`));
    const rows = await db
      .insert(captchaUsed)
      .values({ signature: id, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaUsed.signature });
    return rows.length === 1;
  },
};

/**
 * The server's captcha check of a submission to the local source: reCAPTCHA
 * v3 when its secret is configured, else the self-hosted ALTCHA. False on
 * any failure (the caller answers the spec's 'Captcha yanlışdır').
 */
export async function captchaPasses(token: string | undefined): Promise<boolean> {
  const e = formsEnv();
  const ok = e.RECAPTCHA_SECRET_KEY
    ? await verifyRecaptcha(token, {
        secret: e.RECAPTCHA_SECRET_KEY,
        minScore: e.RECAPTCHA_MIN_SCORE,
        hostnames: [new URL(env().SITE_URL).hostname.toLowerCase()],
      })
    : (await verifyAltcha(token, {
        secret: altchaSecret(e.ALTCHA_HMAC_KEY, e.DATA_DIR),
        store: dbUsedStore,
      })) === 'ok';
  return ok;
}
