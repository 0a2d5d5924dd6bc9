import dc from 'node:diagnostics_channel';
import { Server } from 'node:http';
import type { Socket } from 'node:net';

declare global {
  /** Process-wide: the connections of this process's servers, shared by every copy of this module. */
  var __siteConnections: { open: Set<Socket>; served: WeakSet<Socket> } | undefined;
}

/** Resolves in the check phase that follows the event loop's next poll. */
const afterPoll = () => new Promise((resolve) => setImmediate(resolve));

const isSocket = (m: unknown): m is { socket: Socket } =>
  typeof m === 'object' && m !== null && 'socket' in m && typeof m.socket === 'object';

/**
 * Keeps the connections every server of this process accepts, and which of them carried a
 * request, for the stop (below). Run once at start (instrumentation.ts, through
 * handleStopSignals).
 */
export function trackConnections(): void {
  if (globalThis.__siteConnections) return;
  const connections = { open: new Set<Socket>(), served: new WeakSet<Socket>() };
  globalThis.__siteConnections = connections;
  dc.subscribe('net.server.socket', (m) => {
    if (!isSocket(m)) return;
    connections.open.add(m.socket);
    m.socket.once('close', () => connections.open.delete(m.socket));
  });
  dc.subscribe('http.server.request.start', (m) => {
    if (isSocket(m)) connections.served.add(m.socket);
  });
}

/** The longest the listener stays open after the stop for connections still arriving. */
const ACCEPT_QUEUE_MAX_MS = 5000;

/**
 * Resolves once a poll of the event loop accepted no connection: the kernel's accept queue
 * is empty then. Closing the listening socket resets every connection still queued there,
 * and a busy event loop (pages rendering) leaves many: libuv accepts one connection per
 * turn of the loop (Node 20, libuv 1.46), so eight requests that arrive during a render are
 * taken over eight turns. The first turn is not judged: the signal may have been handled
 * in the poll after the listener's own event. At most ACCEPT_QUEUE_MAX_MS, for a load
 * balancer that keeps sending.
 */
export async function acceptQueueEmptied(): Promise<void> {
  let accepted = 0;
  const count = () => void accepted++;
  dc.subscribe('net.server.socket', count);
  try {
    const end = performance.now() + ACCEPT_QUEUE_MAX_MS;
    await afterPoll();
    for (;;) {
      const before = accepted;
      await afterPoll();
      if (accepted === before || performance.now() > end) return;
    }
  } finally {
    dc.unsubscribe('net.server.socket', count);
  }
}

/**
 * Draining: the server's close (Next's handler) would close every connection that carries
 * no request at that instant, and a client that sent one that instant would see a reset —
 * a proxy reusing a kept-alive connection for a form post (nginx never retries a post), or a
 * connection accepted a moment before whose request is not read yet. So the close leaves
 * them: a kept-alive connection ends after its next response (`Connection: close`, from
 * the stop on) or when it has been idle for Node's keep-alive timeout (5 s; the shipped
 * nginx closes its own after 4 s); a connection that never sent a byte is closed after
 * `graceMs`, then every 250 ms until the server has closed, each time in the check phase,
 * after a poll has read whatever the kernel held for it.
 */
export function closeUnusedConnectionsLate(graceMs: number): void {
  const connections = globalThis.__siteConnections;
  const servers = new Set<Server>();
  for (const socket of connections?.open ?? []) {
    const server: unknown = Reflect.get(socket, 'server');
    if (server instanceof Server) servers.add(server);
  }
  const closeUnused = (server: Server) => () =>
    setImmediate(() => {
      for (const socket of connections?.open ?? [])
        if (
          Reflect.get(socket, 'server') === server &&
          socket.bytesRead === 0 &&
          !connections?.served.has(socket)
        )
          socket.destroy();
    });
  for (const server of servers) {
    server.closeIdleConnections = () => {
      const later = setTimeout(() => {
        closeUnused(server)();
        const again = setInterval(closeUnused(server), 250);
        again.unref();
        server.once('close', () => clearInterval(again));
      }, graceMs);
      later.unref();
      server.once('close', () => clearTimeout(later));
    };
  }
}
