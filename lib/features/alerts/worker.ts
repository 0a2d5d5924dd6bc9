import 'server-only';
import { getDb } from '@/lib/core/db/client';
import { env } from '@/lib/platform/config/env';
import { logError } from '@/lib/platform/observability/log';
import { observeSources } from '@/lib/features/alerts/watch/observe';
import { onStop } from '@/lib/platform/observability/shutdown';
import type { Db } from '@/lib/core/db/client';
import { deliverDue, type RequestMailOf } from './deliver';
import { detect } from './detect';
import { queueDigests } from './digest';
import { alertsEnv } from './env';
import { mailTransport } from './mail/transport';
import { alertsSecret } from './secret';
import { purgeUnconfirmed } from './subscriptions';

/**
 * What the followed requests (lib/features/requests) add to the worker, handed in by
 * instrumentation.ts: the composer of their mails in the queue, and their work of a round
 * (the erasure of what was kept long enough).
 */
export interface RequestsPlug {
  requestMail: RequestMailOf;
  round: (db: Db, now: Date) => Promise<void>;
}

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __alertsWorker: { stop: () => Promise<void> } | undefined;
}

const globalRef = globalThis;

/**
 * One round: over an upstream, record the tracker's status changes; find new items, queue due digests, send what is due, forget
 * what was never confirmed. Once `stopping()` is true it sends no further
 * mail and starts nothing new.
 */
async function alertsRound(
  now = new Date(),
  stopping: () => boolean = () => false,
  requests?: RequestsPlug,
): Promise<{ found: number; sent: number }> {
  const e = alertsEnv();
  const db = await getDb();
  // Over an upstream: record the tracker's status changes first (docs/tracker.md), so this
  // round's reading of the followed views finds them.
  await observeSources(e.ALERTS_POLL_S).catch((error: unknown) =>
    logError('alerts: reading the tracker failed', error),
  );
  const found = await detect(db, { remote: Boolean(env().AUDIT_API_URL), pollS: e.ALERTS_POLL_S });
  if (stopping()) return { found, sent: 0 };
  await queueDigests(db, now, e.ALERTS_DIGEST_HOUR);
  const sent = await deliverDue(db, mailTransport(), alertsSecret(), {
    parallel: e.SMTP_POOL * 2,
    leaseS: e.ALERTS_LEASE_S,
    stopping,
    requestMail: requests?.requestMail,
  });
  if (!stopping()) await purgeUnconfirmed(db);
  if (!stopping() && requests)
    await requests
      .round(db, now)
      .catch((error: unknown) => logError('requests: round failed', error));
  return { found, sent };
}

/**
 * Starts this process's alerts worker (once): a round every ALERTS_TICK_MS,
 * never two at a time. Every instance may run one: the queue's keys and
 * leases keep them from doing anything twice. ALERTS_WORKER=off leaves it out.
 * On SIGTERM/SIGINT (lib/platform/observability/shutdown) it takes no new work, lets
 * the mails in flight finish and be recorded, and gives the rest of its
 * batch back; the database is closed after that. A process killed outright
 * leaves its claimed mails to their lease (docs/alerts.md, "Stopping").
 */
export function startAlertsWorker(requests?: RequestsPlug): void {
  if (globalRef.__alertsWorker || alertsEnv().ALERTS_WORKER === 'off') return;
  mailTransport();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = alertsRound(new Date(), () => stopped, requests)
      .then(
        () => undefined,
        (e) => logError('alerts: round failed', e),
      )
      .then(() => {
        if (!stopped) timer = setTimeout(tick, alertsEnv().ALERTS_TICK_MS);
      });
  };
  timer = setTimeout(tick, alertsEnv().ALERTS_TICK_MS);
  timer.unref?.();
  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
  globalRef.__alertsWorker = { stop };
  onStop('alerts worker', stop);
}
