import 'server-only';
import { getDb } from '@/lib/platform/db/client';
import { logError } from '@/lib/platform/observability/log';
import { onStop } from '@/lib/platform/observability/shutdown';
import { deliverDue } from './deliver';
import { alertsEnv } from './env';
import { mailTransport } from './mail/transport';
import { alertsSecret } from './secret';

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __alertsConfirmations:
    { running: Promise<void> | null; again: boolean; stopping: boolean } | undefined;
}

const state = () =>
  (globalThis.__alertsConfirmations ??= { running: null, again: false, stopping: false });

/**
 * Sends the queued confirmation mails soon, off the request that queued
 * them: the reply to a subscription takes the same time whether a mail is
 * sent or not (the address was already subscribed), and a slow mail relay
 * never holds a visitor's request. One run at a time in this process (a
 * request during a run makes it look again once done); every instance may
 * run one, the queue's leases keep a mail from going twice, and a mail left
 * by a crash is sent by the next alerts round after its lease
 * (docs/alerts.md, "Mail sent for strangers").
 */
export function sendConfirmationsSoon(): void {
  const s = state();
  if (s.stopping) return;
  if (s.running) {
    s.again = true;
    return;
  }
  const e = alertsEnv();
  s.running = (async () => {
    do {
      s.again = false;
      await deliverDue(await getDb(), mailTransport(), alertsSecret(), {
        keyPrefix: 'confirm:',
        parallel: e.SMTP_POOL,
        leaseS: e.ALERTS_LEASE_S,
        stopping: () => s.stopping,
      });
    } while (s.again && !s.stopping);
  })()
    .catch((error) => logError('alerts: confirmation mails not sent', error))
    .finally(() => {
      s.running = null;
      // Asked for between the run's last look and its end: look once more.
      if (s.again && !s.stopping) sendConfirmationsSoon();
    });
}

onStop('alerts confirmations', async () => {
  state().stopping = true;
  await state().running;
});
