import { timeUpstream } from '@/lib/platform/observability/upstream';
import { calls, type CallName, type CallReply, type CallRequest } from '@/lib/core/contract/calls';
import { SourceError } from '../errors';
import { toFormData } from './multipart';
import { readReply } from './reader';
import { wireFields } from './wire';

export interface RemoteOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** the epoch time (ms) by which the current page must have its data; see lib/core/content/deadline */
  deadline?: () => number | undefined;
}

/** Puts path parameters ({year}) into the path and returns the fields left for the query or body. */
export function buildTarget(
  baseUrl: string,
  path: string,
  request: object,
): { url: URL; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...request };
  const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  // The §7 paths start with /api; a base URL that already ends in /api is taken as meant.
  const base = baseUrl.replace(/\/+$/, '').replace(/\/api$/, '');
  return { url: new URL(`${base}${filled}`), rest };
}

function describeNetworkError(e: unknown): SourceError {
  // An abort is a DOMException, which is not an Error in every realm (jest's vm).
  const name = typeof e === 'object' && e !== null && 'name' in e ? e.name : undefined;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new SourceError('timeout', undefined, { cause: e });
  return new SourceError('unavailable', undefined, { cause: e });
}

/**
 * Calls one §7 endpoint of the upstream with only the fields its row lists,
 * in the place it says (./wire), and reads the reply tolerantly (./reader).
 * The call gives up at the earlier of its own timeout and the page's deadline.
 */
export async function callRemote<K extends CallName>(
  opts: RemoteOptions,
  name: K,
  request: CallRequest<K>,
): Promise<CallReply<K>> {
  const def = calls[name];
  const { url, rest } = buildTarget(opts.baseUrl, def.path, request);
  const fields = wireFields(name, rest);
  const deadline = opts.deadline?.();
  const budget = Math.min(
    opts.timeoutMs,
    deadline === undefined ? Infinity : deadline - Date.now(),
  );
  if (budget <= 0) throw new SourceError('timeout');
  const init: RequestInit = {
    method: def.method,
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(budget),
    cache: 'no-store',
  };
  const place = def.wire.place;
  if (place === 'query') {
    for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, String(value));
  } else if (place === 'multipart') {
    // fetch writes the multipart content type with its boundary itself.
    init.body = await toFormData(fields);
  } else if (place === 'body') {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(fields);
  }

  return timeUpstream(name, async () => {
    let text: string;
    try {
      const response = await (opts.fetch ?? fetch)(url, init);
      text = await response.text();
    } catch (e) {
      throw describeNetworkError(e);
    }
    return readReply(name, text);
  });
}
