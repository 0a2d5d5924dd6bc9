import 'server-only';
import { getDb } from '@/lib/core/db/client';
import { logError } from '@/lib/platform/observability/log';
import { onStop } from '@/lib/platform/observability/shutdown';
import { deliverDue, type RequestMailOf } from './deliver';
import { alertsEnv } from './env';
import { mailTransport } from './mail/transport';
import { alertsSecret } from './secret';

interface Run {
  running: Promise<void> | null;
  again: boolean;
}

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __alertsSoon: { runs: Map<string, Run>; stopping: boolean } | undefined;
}

const state = () => (globalThis.__alertsSoon ??= { runs: new Map(), stopping: false });

/**
 * Sends the queued mails whose key starts with `keyPrefix` soon, off the request that queued
 * them: the reply takes the same time whether a mail is sent or not, and a slow mail relay
 * never holds a visitor's request. One run per prefix at a time in this process (a request
 * during a run makes it look again once done); every instance may run one, the queue's
 * leases keep a mail from going twice, and a mail left by a crash is sent by the next alerts
 * round after its lease (docs/alerts.md, "Mail sent for strangers").
 */
export function sendQueuedSoon(keyPrefix: string, requestMail?: RequestMailOf): void {
  const s = state();
  if (s.stopping) return;
  const run = s.runs.get(keyPrefix) ?? { running: null, again: false };
  s.runs.set(keyPrefix, run);
  if (run.running) {
    run.again = true;
    return;
  }
  const e = alertsEnv();
  run.running = (async () => {
    do {
      run.again = false;
      await deliverDue(await getDb(), mailTransport(), alertsSecret(), {
        keyPrefix,
        requestMail,
        parallel: e.SMTP_POOL,
        leaseS: e.ALERTS_LEASE_S,
        stopping: () => s.stopping,
      });
    } while (run.again && !s.stopping);
  })()
    .catch((error) => logError(`mails ${keyPrefix} not sent`, error))
    .finally(() => {
      run.running = null;
      // Asked for between the run's last look and its end: look once more.
      if (run.again && !s.stopping) sendQueuedSoon(keyPrefix, requestMail);
    });
}

/** Sends the queued confirmation mails soon, off the request (sendQueuedSoon). */
export const sendConfirmationsSoon = (): void => sendQueuedSoon('confirm:');

onStop('alerts confirmations', async () => {
  state().stopping = true;
  await Promise.all([...state().runs.values()].map((r) => r.running));
});
