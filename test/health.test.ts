import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeAll } from '@/lib/core/db/client';
import { GET as readyz } from '@/app/readyz/route';
import { GET as healthz } from '@/app/healthz/route';
import { startDraining } from '@/lib/platform/observability/health';
import { ownReplyChecker } from './openapi-replies';

/** A server that answers `status`, or never answers when status is 0. */
async function upstream(status: number): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_, res) => {
    if (status) res.writeHead(status).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function closedPort(): Promise<number> {
  const { url, close } = await upstream(200);
  close();
  return Number(new URL(url).port);
}

const check = ownReplyChecker();

/** A reply of /readyz, after checking it against its OpenAPI description (test/openapi-replies.ts). */
const read = async (reply: Response) => {
  expect(await check('readyz', reply)).toEqual([]);
  return { status: reply.status, body: await reply.json() };
};

describe('/healthz and /readyz', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.READY_TIMEOUT_MS = '500';
    delete process.env.AUDIT_API_URL;
    delete process.env.DATABASE_URL;
    delete process.env.REDIS_URL;
  });
  afterEach(async () => {
    await closeAll();
    process.env = { ...saved };
  });

  it('/healthz answers without touching anything', async () => {
    process.env.DATABASE_URL = `postgresql://x:y@127.0.0.1:${await closedPort()}/none`;
    const reply = healthz();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(await check('healthz', reply)).toEqual([]);
  });

  it('names the database when it is unavailable, without its address', async () => {
    process.env.DATABASE_URL = `postgresql://user:s3cret@127.0.0.1:${await closedPort()}/none`;
    const { status, body } = await read(await readyz());
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'unavailable',
      checks: { database: 'failed' },
      failed: ['database'],
    });
    expect(JSON.stringify(body)).not.toContain('s3cret');
  });

  it('names the upstream when it is down or failing', async () => {
    process.env.AUDIT_API_URL = `http://127.0.0.1:${await closedPort()}/`;
    expect(await read(await readyz())).toMatchObject({
      status: 503,
      body: { checks: { upstream: 'failed' }, failed: ['upstream'] },
    });
    const failing = await upstream(502);
    process.env.AUDIT_API_URL = failing.url;
    expect((await read(await readyz())).body.failed).toEqual(['upstream']);
    failing.close();
  });

  it('answers within its deadline when the upstream hangs', async () => {
    const hanging = await upstream(0);
    process.env.AUDIT_API_URL = hanging.url;
    const started = Date.now();
    const { status, body } = await read(await readyz());
    expect(Date.now() - started).toBeLessThan(2000);
    expect(status).toBe(503);
    expect(body.checks).toEqual({ upstream: 'timeout' });
    hanging.close();
  });

  it('is ready when the upstream answers, then says draining once a stop began', async () => {
    const up = await upstream(404);
    process.env.AUDIT_API_URL = up.url;
    expect(await read(await readyz())).toEqual({
      status: 200,
      body: { status: 'ready', checks: { upstream: 'ok' } },
    });
    startDraining();
    expect(await read(await readyz())).toEqual({
      status: 503,
      body: { status: 'draining', checks: {} },
    });
    up.close();
  });
});
