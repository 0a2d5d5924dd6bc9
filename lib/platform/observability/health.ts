import { sql } from 'drizzle-orm';
import { env } from '@/lib/platform/config/env';
import { opsEnv } from './env';
import type { CheckResult, Dependency, ReadinessReply } from './health-replies';

/** A database that runs a statement: any drizzle database. */
interface DbLike {
  execute: (query: ReturnType<typeof sql>) => PromiseLike<unknown>;
}

export interface Readiness {
  ready: boolean;
  draining: boolean;
  checks: ReadinessReply['checks'];
}

interface PingClient {
  ping(): Promise<unknown>;
}

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __siteDraining: boolean | undefined;
  var __siteRedisProbe: Promise<PingClient> | undefined;
}

const globalRef = globalThis;

/** Marks this process as stopping: /readyz answers 503 from now on. */
export function startDraining(): void {
  globalRef.__siteDraining = true;
}

/** True once a stop signal arrived. */
export function isDraining(): boolean {
  return globalRef.__siteDraining === true;
}

async function within(ms: number, check: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([check().then((): CheckResult => 'ok'), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

function redisClient(url: string): Promise<PingClient> {
  return (globalRef.__siteRedisProbe ??= (async () => {
    const { createClient } = await import('@redis/client');
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (n) => Math.min(n * 200, 2000) },
    });
    client.on('error', () => {});
    await client.connect().catch(() => {});
    return client;
  })());
}

async function upstream(url: string, ms: number): Promise<void> {
  const reply = await fetch(url, {
    signal: AbortSignal.timeout(ms),
    cache: 'no-store',
    redirect: 'manual',
  });
  await reply.body?.cancel();
  if (reply.status >= 500) throw new Error(`upstream answered ${reply.status}`);
}

/**
 * Whether this instance should get traffic: not stopping, and every
 * dependency it uses answers within READY_TIMEOUT_MS — the database (the
 * embedded one or DATABASE_URL; not opened when only the external API is
 * used), Redis when REDIS_URL is set, the external API when AUDIT_API_URL is. `database` is
 * the product's database, as its route opens it (app/readyz/route.ts).
 */
export async function readiness(database: () => Promise<DbLike>): Promise<Readiness> {
  if (isDraining()) return { ready: false, draining: true, checks: {} };
  const { AUDIT_API_URL, DATABASE_URL } = env();
  const ms = opsEnv().READY_TIMEOUT_MS;
  const redisUrl = process.env.REDIS_URL?.trim();
  const pending: [Dependency, Promise<CheckResult>][] = [];
  if (!AUDIT_API_URL || DATABASE_URL)
    pending.push(['database', within(ms, async () => (await database()).execute(sql`select 1`))]);
  if (redisUrl)
    pending.push(['redis', within(ms, async () => (await redisClient(redisUrl)).ping())]);
  if (AUDIT_API_URL) pending.push(['upstream', within(ms, () => upstream(AUDIT_API_URL, ms))]);
  const checks = Object.fromEntries(
    await Promise.all(pending.map(async ([name, p]) => [name, await p] as const)),
  );
  const ready = Object.values(checks).every((c) => c === 'ok') && !isDraining();
  return { ready, draining: isDraining(), checks };
}
