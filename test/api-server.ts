import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handle } from '@/lib/core/content/api/handler';
import { calls, type CallName } from '@/lib/core/contract/calls';
import { submitRequest } from '@/app/api/sorgu-ve-muracietler/add/submit';

// Static paths first, as Next prefers /api/infoqrafikler/years to /api/infoqrafikler/[year].
const routes = (Object.keys(calls) as CallName[])
  .map((name) => {
    const def = calls[name];
    const keys: string[] = [];
    const pattern = def.path.replace(/\{(\w+)\}/g, (_, k: string) => {
      keys.push(k);
      return '([^/]+)';
    });
    return { name, method: def.method, regex: new RegExp(`^${pattern}$`), keys };
  })
  .sort((a, b) => a.keys.length - b.keys.length);

/**
 * Serves the docs/contract.md §7 API in-process with the site's own route handlers,
 * routed from the contract registry as Next routes them from app/api.
 */
export async function startApiServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = routes.find((r) => r.method === req.method && r.regex.test(url.pathname));
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    const values = url.pathname.match(route.regex)!.slice(1);
    const params = Object.fromEntries(
      route.keys.map((k, i) => [k, decodeURIComponent(values[i]!)]),
    );
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
    });
    const response =
      route.name === 'muracietAdd'
        ? await submitRequest(request)
        : await handle(route.name)(request, { params: Promise.resolve(params) });
    res.writeHead(response.status, { 'content-type': 'application/json' });
    res.end(await response.text());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
