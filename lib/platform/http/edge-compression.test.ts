import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { compressPagesForEdge, EDGE_GZIP_MAX_BYTES, EDGE_GZIP_REQUEST } from './edge-compression';

const P = '0123456789abcdef0123456789abcdef';
const PAGE = `<!DOCTYPE html><html><head><style nonce="${P}">p{}</style></head><body>${'<p>bölmə</p>'.repeat(500)}<script nonce="${P}">1</script></body></html>`;

/** What the test server answers, by path: written in pieces, as Next streams a page. */
function answer(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.url === '/page') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write(PAGE.slice(0, 100));
    res.write(Buffer.from(PAGE.slice(100, 5000)));
    res.end(PAGE.slice(5000));
  } else if (req.url === '/head-given') {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(PAGE) });
    res.end(PAGE);
  } else if (req.url === '/missing') {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end(PAGE);
  } else if (req.url === '/json') {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ nonce: P }));
  } else if (req.url === '/huge') {
    res.setHeader('Content-Type', 'text/html');
    const piece = `<p nonce="${P}">${'x'.repeat(64 * 1024)}</p>`;
    for (let n = 0; n * piece.length <= EDGE_GZIP_MAX_BYTES; n++) res.write(piece);
    res.end('</html>');
  }
}

let server: http.Server;
let base: string;

beforeAll(async () => {
  compressPagesForEdge(P);
  server = http.createServer(answer);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

/** One reply as sent (no decompression). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) =>
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject),
  );
}

const forEdge = { [EDGE_GZIP_REQUEST]: '1' };

describe('pages compressed for the edge', () => {
  it('compresses a complete page, whole, when the edge asks', async () => {
    for (const path of ['/page', '/head-given']) {
      const r = await get(path, forEdge);
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      const html = zlib.gunzipSync(r.body).toString();
      expect(html.startsWith(PAGE)).toBe(true);
      expect(html.slice(PAGE.length)).toMatch(/^<!--[ 0-9a-f]+-->$/);
    }
  });

  it('leaves everything else as it is', async () => {
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    for (const path of ['/missing', '/json']) {
      const r = await get(path, forEdge);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.body.toString()).toContain(P);
    }
  });

  it('streams a page over the size bound as it comes', async () => {
    const r = await get('/huge', forEdge);
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.length).toBeGreaterThan(EDGE_GZIP_MAX_BYTES);
    expect(r.body.toString().endsWith('</html>')).toBe(true);
  });
});
