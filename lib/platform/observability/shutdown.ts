import { opsEnv } from './env';
import { startDraining } from './health';
import { acceptQueueEmptied, closeUnusedConnectionsLate, trackConnections } from './drain';
import { closeConnectionsAfterResponses } from './http-observer';
import { describeError } from './log';
import { logger } from './logger';

type Signal = 'SIGTERM' | 'SIGINT';
type Listener = (signal: Signal) => void;

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __siteStopHandled: true | undefined;
  var __siteStopping: true | undefined;
  var __siteStopHooks: Map<string, () => Promise<void>> | undefined;
}

const globalRef = globalThis;

const stopHooks = () => (globalRef.__siteStopHooks ??= new Map<string, () => Promise<void>>());

/**
 * Registers background work to stop with the server (the alerts worker): the
 * hook is called as soon as the stop begins — it must start nothing new from
 * then on — and the database is closed only once it has resolved (or at
 * SHUTDOWN_TIMEOUT_MS).
 */
export function onStop(name: string, hook: () => Promise<void>): void {
  stopHooks().set(name, hook);
}

/** Calls every stop hook at once; resolves when all have ended (a failing one is logged). */
function runStopHooks(log: ReturnType<typeof logger>): Promise<unknown> {
  return Promise.all(
    [...stopHooks()].map(([name, hook]) =>
      hook().catch((e) => log.error({ error: describeError(e), hook: name }, 'stopping')),
    ),
  );
}

/** After the listener closes, how long a connection that has sent nothing yet is kept for its request. */
const IDLE_GRACE_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The stop: /readyz turns 503 at once and background work (onStop) stops
 * taking new work; after DRAIN_DELAY_MS (SIGTERM only: the time a load balancer needs to
 * notice) and once the kernel's accept queue is empty (acceptQueueEmptied), Next's own
 * handler closes the listening socket and waits for the requests in flight and the
 * connections still open (closeUnusedConnectionsLate: a kept-alive one ends with its next
 * response or Node's keep-alive timeout, one that has sent nothing after IDLE_GRACE_MS);
 * once the background work has also ended, the database is closed (its lock released) and
 * the process exits 0. Past SHUTDOWN_TIMEOUT_MS it exits 1 whatever is still running.
 */
async function stop(
  signal: Signal,
  nextHandlers: Listener[],
  closeAll: () => Promise<void>,
): Promise<void> {
  if (globalRef.__siteStopping) return;
  globalRef.__siteStopping = true;
  startDraining();
  closeConnectionsAfterResponses();
  const { DRAIN_DELAY_MS, SHUTDOWN_TIMEOUT_MS } = opsEnv();
  const delay = signal === 'SIGTERM' ? DRAIN_DELAY_MS : 0;
  const log = logger();
  log.info({ signal, drainDelayMs: delay }, 'draining');
  const hooksDone = runStopHooks(log);

  const exit = process.exit.bind(process);
  let exiting = false;
  const finish = async (code: number, waitForHooks = true) => {
    if (exiting) return;
    if (waitForHooks) await hooksDone;
    if (exiting) return; // the timeout came first
    exiting = true;
    await closeAll().catch((e) => log.error({ error: describeError(e) }, 'closing the database'));
    log.info({ code }, 'stopped');
    exit(code);
  };
  setTimeout(() => {
    log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'requests still running at the shutdown timeout');
    void finish(1, false);
  }, delay + SHUTDOWN_TIMEOUT_MS).unref();

  if (delay > 0) await sleep(delay);
  await acceptQueueEmptied();
  if (nextHandlers.length === 0) return finish(0);
  closeUnusedConnectionsLate(IDLE_GRACE_MS);
  // Next's handler ends with process.exit(143 or 130) once the server is closed:
  // close the database first, and report the orderly stop as 0.
  // (defined, not assigned: process.exit is typed to never return, and this one returns)
  Object.defineProperty(process, 'exit', {
    configurable: true,
    writable: true,
    value: (code?: number | string | null) => {
      const n = Number(code ?? 0);
      void finish(n === 0 || n === 130 || n === 143 ? 0 : n);
    },
  });
  for (const handler of nextHandlers) handler(signal);
}

/** The supervisor (scripts/start.mjs) died without telling us: stop as on SIGTERM. */
function watchSupervisor(stopNow: () => void): void {
  const supervisor = Number(process.env.SITE_SUPERVISOR_PID);
  if (!Number.isInteger(supervisor) || supervisor <= 0) return;
  setInterval(() => {
    if (process.ppid !== supervisor) stopNow();
  }, 1000).unref();
}

/**
 * Takes over SIGTERM and SIGINT from Next's server (which would close at
 * once and exit 143) to drain first; Next's handler still does the closing.
 * Run once, from instrumentation.ts, after Next installed its handlers; `closeAll` closes the
 * databases last (the product's, lib/core/db/client.ts).
 */
export function handleStopSignals(closeAll: () => Promise<void>): void {
  if (globalRef.__siteStopHandled) return;
  globalRef.__siteStopHandled = true;
  trackConnections();
  const handlers = new Map<Signal, Listener[]>();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    handlers.set(signal, process.listeners(signal));
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal, handlers.get(signal) ?? [], closeAll));
  }
  watchSupervisor(() => void stop('SIGTERM', handlers.get('SIGTERM') ?? [], closeAll));
}
