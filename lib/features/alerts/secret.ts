import { keptSecret } from '@/lib/core/forms/captcha/secret';
import { alertsEnv } from './env';

/** The key that signs unsubscribe and manage links (ALERTS_SECRET, else kept in DATA_DIR). */
export function alertsSecret(): string {
  const e = alertsEnv();
  return keptSecret(e.ALERTS_SECRET, e.DATA_DIR, 'alerts-hmac.key');
}
