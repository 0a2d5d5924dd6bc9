import { metrics } from './metrics';
import { currentRequest } from './request-context';

const FAILURES = new Set(['rejected', 'unavailable', 'timeout', 'invalid-reply']);
/** At most this many upstream calls are listed on one request's log line. */
const MAX_LISTED = 20;

/**
 * Runs one call to the external API, counting it by call and outcome
 * (ok, or the SourceError's failure) and noting its time on the current
 * request's log line.
 */
export async function timeUpstream<T>(call: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome = 'ok';
  try {
    return await run();
  } catch (e) {
    const failure = e instanceof Error && 'failure' in e ? e.failure : undefined;
    outcome = typeof failure === 'string' && FAILURES.has(failure) ? failure : 'error';
    throw e;
  } finally {
    const ms = Math.round(performance.now() - started);
    const m = metrics();
    m.upstreamCalls.inc({ call, outcome });
    m.upstreamDuration.observe({ call }, ms / 1000);
    const listed = currentRequest()?.upstream;
    if (listed && listed.length < MAX_LISTED) listed.push({ call, ms, outcome });
  }
}
