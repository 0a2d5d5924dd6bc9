import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const cached = new Map<string, string>();

/**
 * The HMAC key that signs ALTCHA challenges: ALTCHA_HMAC_KEY when set, else
 * a random key generated once and kept in DATA_DIR/altcha-hmac.key (mode
 * 0600), so challenges survive a restart. It never leaves the server.
 */
export function altchaSecret(envKey: string | undefined, dataDir: string): string {
  return keptSecret(envKey, dataDir, 'altcha-hmac.key');
}

/** A server secret: the configured one, else a random one generated once and kept in DATA_DIR/`name` (0600). */
export function keptSecret(envKey: string | undefined, dataDir: string, name: string): string {
  if (envKey) return envKey;
  const file = path.resolve(dataDir, name);
  const known = cached.get(file);
  if (known) return known;
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    secret = '';
  }
  if (secret.length < 32) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    secret = crypto.randomBytes(32).toString('hex');
    try {
      // 'wx': a second process that got there first keeps its key; read it back.
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch {
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  cached.set(file, secret);
  return secret;
}
