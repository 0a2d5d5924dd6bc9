import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { balanced, nonceGzip } from './nonce-gzip';

const P = crypto.randomBytes(16).toString('hex');
const nonce = () => crypto.randomBytes(16).toString('hex');

/** A page like the site's: many nonces, hexadecimal text that shares pieces with the placeholder. */
function page(): string {
  let html = `<!DOCTYPE html><html><head><style nonce="${P}">body{color:navy}</style></head><body>`;
  for (let i = 0; i < 60; i++)
    html += `<script nonce="${P}">self.__next_f.push([1,"${i} ${P.slice(i % 20, (i % 20) + 12)} ${'ab'.repeat(i)}"])</script><p>bölmə ${i}</p>`;
  return `${html}</body></html>`;
}

/** What the edge does to the compressed body: sub_filter, every placeholder replaced by `nonce`. */
const renew = (body: Buffer, nonce: string) =>
  Buffer.from(body.toString('latin1').split(P).join(nonce), 'latin1');

/** The page as a visitor's browser gets it with `nonce`: the balancing comment after `</html>`. */
const expected = (html: Buffer, nonce: string) => {
  const text = balanced(html, Buffer.from(P)) as Buffer;
  expect(text.subarray(0, html.length).equals(html)).toBe(true);
  expect(text.subarray(html.length).toString()).toMatch(new RegExp(`^<!--( {32}|${P}){40}-->$`));
  return text.toString().split(P).join(nonce);
};

describe('nonceGzip', () => {
  const html = Buffer.from(page());
  const gz = nonceGzip(html, P) as Buffer;

  it('is an ordinary gzip body of the page, gzip -9 plus some 100 bytes a nonce', () => {
    expect(zlib.gunzipSync(gz).toString()).toBe(expected(html, P));
    const nonces = gz.toString('latin1').split(P).length - 1;
    expect(gz.length).toBeLessThan(zlib.gzipSync(html, { level: 9 }).length + 100 * nonces);
  });

  it('decodes, checksum included, to the page with any new nonce in every place', () => {
    for (let i = 0; i < 20; i++) {
      const n = nonce();
      expect(zlib.gunzipSync(renew(gz, n)).toString()).toBe(expected(html, n));
    }
  });

  it('holds placeholders at the very start, the very end and side by side', () => {
    const edge = Buffer.from(`${P}<p>a</p>${P}${P}<p>b</p>${P}`);
    const g = nonceGzip(edge, P) as Buffer;
    const n = nonce();
    expect(zlib.gunzipSync(renew(g, n)).toString()).toBe(expected(edge, n));
  });

  it('leaves a page without the placeholder, or a placeholder of another length, to nginx', () => {
    expect(nonceGzip(Buffer.from('<p>no nonce</p>'), P)).toBeNull();
    expect(nonceGzip(Buffer.from(`<p>${P}x</p>`), `${P}x`)).toBeNull();
  });
});
