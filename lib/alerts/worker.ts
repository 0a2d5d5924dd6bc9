import 'server-only';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/config/env';
import { logError } from '@/lib/observability/log';
import { deliverDue } from './deliver';
import { detect } from './detect';
import { queueDigests } from './digest';
import { alertsEnv } from './env';
import { mailTransport } from './mail/transport';
import { alertsSecret } from './secret';
import { purgeUnconfirmed } from './subscriptions';

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __alertsWorker: { stop: () => void } | undefined;
}

const globalRef = globalThis;

/** One round: find new items, queue due digests, send what is due, forget what was never confirmed. */
export async function alertsRound(now = new Date()): Promise<{ found: number; sent: number }> {
  const e = alertsEnv();
  const db = await getDb();
  const found = await detect(db, { remote: Boolean(env().AUDIT_API_URL), pollS: e.ALERTS_POLL_S });
  await queueDigests(db, now, e.ALERTS_DIGEST_HOUR);
  const sent = await deliverDue(db, mailTransport(), alertsSecret(), {
    parallel: e.SMTP_POOL * 2,
    leaseS: e.ALERTS_LEASE_S,
  });
  await purgeUnconfirmed(db);
  return { found, sent };
}

/**
 * Starts this process's alerts worker (once): a round every ALERTS_TICK_MS,
 * never two at a time. Every instance may run one: the queue's keys and
 * leases keep them from doing anything twice. ALERTS_WORKER=off leaves it out.
 */
export function startAlertsWorker(): void {
  if (globalRef.__alertsWorker || alertsEnv().ALERTS_WORKER === 'off') return;
  mailTransport();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await alertsRound();
    } catch (e) {
      logError('alerts: round failed', e);
    }
    if (!stopped) timer = setTimeout(tick, alertsEnv().ALERTS_TICK_MS);
  };
  timer = setTimeout(tick, alertsEnv().ALERTS_TICK_MS);
  timer.unref?.();
  globalRef.__alertsWorker = {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Stops the worker after its current round (tests). */
export function stopAlertsWorker(): void {
  globalRef.__alertsWorker?.stop();
  delete globalRef.__alertsWorker;
}
