import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** One upstream call made while answering a request. */
interface UpstreamTiming {
  call: string;
  ms: number;
  outcome: string;
}

/** What the server knows about the request it is answering. */
export interface RequestContext {
  id: string;
  upstream: UpstreamTiming[];
}

const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The request id: the one the proxy sent (nginx's `$request_id`) when it is
 * 1-64 characters of `[A-Za-z0-9-]`, else a new one. Nothing else a client
 * chose ever reaches a log line.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

// On globalThis: the instrumentation hook and the routes are separate bundles.
declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __siteRequests: AsyncLocalStorage<RequestContext> | undefined;
}

const globalRef = globalThis;

/** The store that follows each request through its asynchronous work. */
export const requestStore: AsyncLocalStorage<RequestContext> = (globalRef.__siteRequests ??=
  new AsyncLocalStorage<RequestContext>());

/** The request being answered, if any. */
export function currentRequest(): RequestContext | undefined {
  return requestStore.getStore();
}
