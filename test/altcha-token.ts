import { createAltchaChallenge } from '@/lib/core/forms/captcha/altcha';
import { altchaSecret } from '@/lib/core/forms/captcha/secret';
import { solveForTest } from '@/lib/core/forms/captcha/test-solve';

/**
 * A fresh, solved ALTCHA payload the server of `dataDir` accepts (its secret
 * is derived from the data directory when ALTCHA_HMAC_KEY is unset): a cheap
 * challenge, so a test spends milliseconds on it.
 */
export async function altchaToken(dataDir: string): Promise<string> {
  return solveForTest(
    await createAltchaChallenge({
      secret: altchaSecret(undefined, dataDir),
      cost: 10,
      maxCounter: 50,
      expiresS: 60,
    }),
  );
}
