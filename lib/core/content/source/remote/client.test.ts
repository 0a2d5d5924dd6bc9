import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_ERROR } from '@/lib/core/contract/envelope';
import { SourceError } from '../errors';
import { createRemoteSource } from '.';

type Reply = { status?: number; body: string; delayMs?: number };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((r) => {
          s.closeAllConnections();
          s.close(() => r());
        }),
    ),
  );
});

/** A throwaway upstream whose replies are scripted by the test; closed after each test. */
function upstream(reply: (req: http.IncomingMessage, body: string) => Reply) {
  const seen: Array<{ method?: string; url?: string; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body });
      const r = reply(req, body);
      const timer = setTimeout(() => {
        res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
        res.end(r.body);
      }, r.delayMs ?? 0);
      res.on('close', () => clearTimeout(timer));
    });
  });
  servers.push(server);
  return new Promise<{ url: string; seen: typeof seen }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/api`, seen });
    }),
  );
}

const news = { id: 7, title: 'Audit', text: '<p>x</p>', date: '2026-11-01', photo: '1.png' };

async function failureOf(promise: Promise<unknown>): Promise<SourceError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(SourceError);
    return e as SourceError;
  }
  throw new Error('expected a SourceError');
}

describe('remote source', () => {
  it('posts the validated request and returns the validated reply', async () => {
    const up = await upstream(() => ({
      body: JSON.stringify({ status: true, message: '', xeberler: [news] }),
    }));
    const source = createRemoteSource({ baseUrl: up.url, timeoutMs: 2000 });
    const reply = await source.call('xeberler', { limit: '3', language: 'en' });
    expect(reply.xeberler).toEqual([news]);
    expect(up.seen[0]).toMatchObject({ method: 'POST', url: '/api/xeberler/get' });
    expect(JSON.parse(up.seen[0]!.body)).toMatchObject({ limit: 3, language: 'en', from: 0 });
  });

  it('puts path parameters in the path and the rest in the query of a GET', async () => {
    const up = await upstream(() => ({ body: JSON.stringify({ status: true, content: [] }) }));
    await createRemoteSource({ baseUrl: up.url, timeoutMs: 2000 }).call('infoqrafikler', {
      year: 2024,
      language: 'en',
    });
    expect(up.seen[0]).toMatchObject({ method: 'GET', url: '/api/infoqrafikler/2024?language=en' });
  });

  it("keeps the upstream's message when it answers status false", async () => {
    const up = await upstream(() => ({
      body: JSON.stringify({ status: false, message: 'Xəbər tapılmadı' }),
    }));
    const e = await failureOf(
      createRemoteSource({ baseUrl: up.url, timeoutMs: 2000 }).call('xeberler', {}),
    );
    expect(e.message).toBe('Xəbər tapılmadı');
    expect(e.failure).toBe('rejected');
  });

  it.each([
    ['status false without a message', JSON.stringify({ status: false }), 'rejected'],
    ['a reply that is not JSON', '<html>Bad gateway</html>', 'invalid-reply'],
    ['a reply without a status', JSON.stringify({ xeberler: [] }), 'invalid-reply'],
    [
      'a reply of the wrong shape',
      JSON.stringify({ status: true, xeberler: [{ id: 'x' }] }),
      'invalid-reply',
    ],
    ['a reply missing its field', JSON.stringify({ status: true, message: '' }), 'invalid-reply'],
  ])('turns %s into the default error', async (_, body, failure) => {
    const up = await upstream(() => ({ body, status: 200 }));
    const e = await failureOf(
      createRemoteSource({ baseUrl: up.url, timeoutMs: 2000 }).call('xeberler', {}),
    );
    expect(e.message).toBe(DEFAULT_ERROR);
    expect(e.failure).toBe(failure);
  });

  it('gives up on a slow upstream after the timeout', async () => {
    const up = await upstream(() => ({
      body: JSON.stringify({ status: true, xeberler: [] }),
      delayMs: 1500,
    }));
    const started = Date.now();
    const e = await failureOf(
      createRemoteSource({ baseUrl: up.url, timeoutMs: 300 }).call('xeberler', {}),
    );
    expect(e.failure).toBe('timeout');
    expect(e.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('reports a refused connection as unavailable', async () => {
    const e = await failureOf(
      createRemoteSource({ baseUrl: 'http://127.0.0.1:9/api', timeoutMs: 2000 }).call(
        'xeberler',
        {},
      ),
    );
    expect(e.failure).toBe('unavailable');
    expect(e.message).toBe(DEFAULT_ERROR);
  });

  it('accepts a base URL with or without a trailing /api', async () => {
    const up = await upstream(() => ({ body: JSON.stringify({ status: true, years: [2024] }) }));
    const origin = up.url.replace(/\/api$/, '');
    for (const baseUrl of [origin, `${origin}/`, `${origin}/api`, `${origin}/api/`]) {
      await createRemoteSource({ baseUrl, timeoutMs: 2000 }).call('infoqrafikYears', {});
    }
    expect(up.seen.map((s) => s.url)).toEqual(Array(4).fill('/api/infoqrafikler/years'));
  });

  it('validates the request before sending anything', async () => {
    const up = await upstream(() => ({ body: '{}' }));
    await expect(
      createRemoteSource({ baseUrl: up.url, timeoutMs: 2000 }).call('xeberler', { limit: -5 }),
    ).rejects.toThrow('«limit»');
    expect(up.seen).toHaveLength(0);
  });

  it('keeps of search hits only what §7 gives: no date, excerpt or suggestion from an upstream', async () => {
    const up = await upstream(() => ({
      body: JSON.stringify({
        status: true,
        neticeler: {
          xeberler: [{ id: '3', title: 'Audit', date: '2026-01-01', excerpt: 'made up' }],
          dercler: [{ id: 4, title: 'R', type_short_title: 'audit', type_title: 'Audit' }],
          suggestion: 'audit',
        },
      }),
    }));
    const source = createRemoteSource({ baseUrl: up.url, timeoutMs: 2000 });
    const { neticeler } = await source.call('neticeler', { language: 'en', query: 'audit' });
    expect(neticeler.xeberler).toEqual([{ id: 3, title: 'Audit' }]);
    expect(neticeler.dercler).toEqual([{ id: 4, title: 'R', type_short_title: 'audit' }]);
    expect(neticeler.suggestion).toBeUndefined();
  });

  it('sends only the §7 fields of the row, in the place §7 says', async () => {
    const up = await upstream((req) => ({
      body: JSON.stringify(
        req.url?.startsWith('/api/neticeler')
          ? { status: true, neticeler: {} }
          : req.url?.startsWith('/api/videolar')
            ? { status: true, videolar: [] }
            : { status: true, qurumlar: [] },
      ),
    }));
    const source = createRemoteSource({ baseUrl: up.url, timeoutMs: 2000 });
    await source.call('neticeler', { language: 'en', query: 'audit' });
    await source.call('videolar', { language: 'en', limit: 12 });
    await source.call('qurumlar', { language: 'en' });
    expect(up.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/neticeler?language=en&query=audit',
      body: '',
    });
    // No language (§7 lists none); parent 0 asks for the top level.
    expect(JSON.parse(up.seen[1]!.body)).toEqual({
      parent: 0,
      from: 0,
      limit: 12,
      column: 'id',
      order: 'desc',
    });
    expect(up.seen[2]).toMatchObject({
      method: 'GET',
      url: '/api/sorgu-ve-muracietler/qurumlar',
    });
  });

  it('leaves out a type on the site: asks for more and keeps `limit`', async () => {
    const derc = (id: number, type: number) => ({
      ...news,
      id,
      type,
      type_short_title: type === 1 ? 'fealiyyet-hesabati' : 'audit',
      type_title: 'T',
    });
    const records = [1, 2, 3, 4, 5].map((id) => derc(id, id % 2 === 1 ? 1 : 2));
    const up = await upstream(() => ({ body: JSON.stringify({ status: true, dercler: records }) }));
    const reply = await createRemoteSource({ baseUrl: up.url, timeoutMs: 2000 }).call('dercler', {
      language: 'az',
      limit: 2,
      exclude_type: 1,
    });
    expect(reply.dercler.map((d) => d.id)).toEqual([2, 4]);
    const sent = JSON.parse(up.seen[0]!.body);
    expect(sent.exclude_type).toBeUndefined();
    expect(sent.limit).toBe(6);
  });

  it('gives up at the page deadline, and answers a timed-out call again at once', async () => {
    const up = await upstream(() => ({
      body: JSON.stringify({ status: true, xeberler: [] }),
      delayMs: 1500,
    }));
    const started = Date.now();
    const source = createRemoteSource({
      baseUrl: up.url,
      timeoutMs: 5000,
      deadline: () => started + 300,
    });
    expect((await failureOf(source.call('xeberler', {}))).failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1400);
    expect((await failureOf(source.call('cixislar', {}))).failure).toBe('timeout');
    expect(up.seen).toHaveLength(1); // the deadline had passed: nothing was sent
  });

  it('after a timeout, answers every call at once for one timeout (a new render, a new deadline)', async () => {
    const up = await upstream(() => ({
      body: JSON.stringify({ status: true, xeberler: [] }),
      delayMs: 1500,
    }));
    let deadline = Date.now() + 300;
    const source = createRemoteSource({
      baseUrl: up.url,
      timeoutMs: 5000,
      deadline: () => deadline,
    });
    expect((await failureOf(source.call('xeberler', {}))).failure).toBe('timeout');
    // Next's error render: a fresh deadline, and a call the first render never made.
    deadline = Date.now() + 5000;
    const started = Date.now();
    expect((await failureOf(source.call('navbar', {}))).failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(200);
    expect(up.seen).toHaveLength(1);
  });
});
