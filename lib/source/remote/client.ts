import { calls, type CallName, type CallReply, type CallRequest } from '@/lib/contract/calls';
import { envelope } from '@/lib/contract/envelope';
import { SourceError } from '../errors';
import { MULTIPART_CALLS, toFormData } from './multipart';

export interface RemoteOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Puts path parameters ({year}) into the path and returns the fields left for the query or body. */
export function buildTarget(
  baseUrl: string,
  path: string,
  request: Record<string, unknown>,
): { url: URL; rest: Record<string, unknown> } {
  const rest = { ...request };
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
  const name = (e as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new SourceError('timeout', undefined, { cause: e });
  return new SourceError('unavailable', undefined, { cause: e });
}

/** Calls one §7 endpoint of the upstream and validates its reply against the contract. */
export async function callRemote<K extends CallName>(
  opts: RemoteOptions,
  name: K,
  request: CallRequest<K>,
): Promise<CallReply<K>> {
  const def = calls[name];
  const { url, rest } = buildTarget(opts.baseUrl, def.path, request as Record<string, unknown>);
  const init: RequestInit = {
    method: def.method,
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(opts.timeoutMs),
    cache: 'no-store',
  };
  if (def.method === 'GET') {
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
  } else if (MULTIPART_CALLS.has(name)) {
    // fetch writes the multipart content type with its boundary itself.
    init.body = await toFormData(rest);
  } else {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(rest);
  }

  let text: string;
  try {
    const response = await (opts.fetch ?? fetch)(url, init);
    text = await response.text();
  } catch (e) {
    throw describeNetworkError(e);
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SourceError('invalid-reply', undefined, { cause: e });
  }
  const head = envelope.safeParse(json);
  if (!head.success) throw new SourceError('invalid-reply', undefined, { cause: head.error });
  if (!head.data.status) throw new SourceError('rejected', head.data.message);
  const data = def.reply.safeParse(json);
  if (!data.success) throw new SourceError('invalid-reply', undefined, { cause: data.error });
  return data.data as CallReply<K>;
}
