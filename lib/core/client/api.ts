import { readEnvelope } from '@/lib/core/contract/envelope';
import { showError } from './errors';
import { startLoading } from './loading';

/** docs/contract.md §7: every call may take at most 10 s. */
export const API_TIMEOUT_MS = 10_000;

/** Why a call failed: a false status, no answer, too slow, or not the `{status, message}` envelope. */
export type ApiFailure = 'status' | 'network' | 'timeout' | 'format';

/** A failed call; `message` is the server's message, empty when it gave none. */
export class ApiError extends Error {
  readonly reason: ApiFailure;
  readonly path: string;

  constructor(message: string, reason: ApiFailure, path: string) {
    super(message);
    this.name = 'ApiError';
    this.reason = reason;
    this.path = path;
  }
}

type Method = 'GET' | 'POST';

// Always the site's own /api: '/api/xeberler/get', 'xeberler/get' and '/xeberler/get' are the same call.
function apiUrl(path: string): URL {
  const rest = path.replace(/^\/+/, '').replace(/^api(\/|$)/, '');
  return new URL(`/api/${rest}`, window.location.origin);
}

function appendQuery(url: URL, body: unknown) {
  if (body === null || typeof body !== 'object') return;
  for (const [key, value] of Object.entries(body)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values)
      if (v !== undefined && v !== null) url.searchParams.append(key, String(v));
  }
}

function request(url: URL, method: Method, body: unknown): Promise<Response> {
  const target = url.pathname + url.search;
  const signal = AbortSignal.timeout(API_TIMEOUT_MS);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'GET') return fetch(target, { method, headers, signal });
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    return fetch(target, { method, headers, body, signal });
  }
  headers['content-type'] = 'application/json';
  return fetch(target, { method, headers, body: JSON.stringify(body ?? {}), signal });
}

function fail(message: string, reason: ApiFailure, path: string): never {
  showError(message || undefined);
  throw new ApiError(message, reason, path);
}

/**
 * Calls the site's own docs/contract.md §7 API from a client component: POST with a JSON
 * body (or FormData) by default, GET with the body's fields in the query string.
 * Shows the loading bar meanwhile; on a false status, a network failure, a
 * timeout or a reply that is not the envelope it opens the error dialog and
 * throws an ApiError. Resolves to the whole reply.
 */
export async function callApi<T>(
  path: string,
  body?: unknown,
  init?: { method?: Method },
): Promise<T> {
  const method = init?.method ?? 'POST';
  const url = apiUrl(path);
  if (method === 'GET') appendQuery(url, body);
  const stop = startLoading();
  try {
    let response: Response;
    try {
      response = await request(url, method, body);
    } catch (e) {
      const timedOut = e instanceof Error && e.name === 'TimeoutError';
      return fail('', timedOut ? 'timeout' : 'network', path);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (e) {
      const timedOut = e instanceof Error && e.name === 'TimeoutError';
      return fail('', timedOut ? 'timeout' : 'format', path);
    }
    const head = readEnvelope(json);
    if (!head) return fail('', 'format', path);
    if (!head.status) return fail(head.message, 'status', path);
    // The envelope normalised (status 1 becomes true, a null message ''), every other field as sent.
    // Cast: the caller names the reply's type; the server's route validated what it sends.
    return { ...(json as object), ...head } as T;
  } finally {
    stop();
  }
}
