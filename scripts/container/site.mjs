/**
 * What the container check asks of a running site, over HTTP, compared with
 * the demo content that `npm start` serves (demo/content): health and
 * readiness, the home page, a news item, the news API, and a request form
 * submission with a photo, found afterwards by `npm run requests:export`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { news } from '../../demo/content/news.ts';
import { solveForTest } from '../../lib/core/forms/captcha/test-solve.ts';
import { SAMPLE_REQUEST } from '../../test/fixtures/call-cases.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const HEADING = 'Azərbaycan Respublikasının Hesablama Palatası';
// A 1×1 PNG: the form accepts a photo with request type 5.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

/** As React writes text into HTML. */
const html = (s) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function get(base, p, init) {
  const r = await fetch(`${base}${p}`, { redirect: 'manual', ...init });
  return { status: r.status, body: await r.text() };
}

export async function health(base, { redis }) {
  const healthz = await get(base, '/healthz');
  expect(healthz.status === 200, `/healthz ${healthz.status}`);
  const readyz = await get(base, '/readyz');
  expect(readyz.status === 200, `/readyz ${readyz.status} ${readyz.body}`);
  const { checks } = JSON.parse(readyz.body);
  expect(checks.database === 'ok', `/readyz database: ${checks.database}`);
  if (redis) expect(checks.redis === 'ok', `/readyz redis: ${checks.redis}`);
  return `/healthz 200, /readyz 200 ${JSON.stringify(checks)}`;
}

/** POST /api/xeberler/get: the three newest news, as in the demo content. */
export async function newsApi(base) {
  const r = await fetch(`${base}/api/xeberler/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 3, language: 'az' }),
  });
  const body = await r.json();
  expect(r.status === 200 && body.status === true, `status ${r.status} ${JSON.stringify(body)}`);
  const titles = body.xeberler.map((x) => x.title);
  const expected = news.slice(0, 3).map((d) => d.az.title);
  expect(
    JSON.stringify(titles) === JSON.stringify(expected),
    `titles ${JSON.stringify(titles)}, demo content ${JSON.stringify(expected)}`,
  );
  return { detail: `200, the 3 newest demo news in order`, newest: body.xeberler[0] };
}

export async function homePage(base) {
  const r = await get(base, '/');
  expect(r.status === 200, `status ${r.status}`);
  expect(r.body.includes('<html lang="az"'), 'no <html lang="az">');
  expect(r.body.includes(HEADING), `no "${HEADING}"`);
  expect(r.body.includes(html(news[0].az.title)), 'the newest demo news is not listed');
  return '200, lang az, the heading and the newest demo news';
}

export async function newsItem(base, item) {
  const r = await get(base, `/xeber/${item.id}`);
  expect(r.status === 200, `status ${r.status}`);
  expect(r.body.includes(`<h1`) && r.body.includes(html(item.title)), 'no title');
  const en = await get(base, `/en/xeber/${item.id}`);
  expect(en.status === 200, `/en: status ${en.status}`);
  expect(en.body.includes(html(news[0].en?.title ?? news[0].az.title)), '/en: no title');
  return `/xeber/${item.id} and /en/xeber/${item.id} 200 with their demo titles`;
}

/** The request form as the page sends it: a solved ALTCHA challenge and a photo. */
export async function submitRequest(base) {
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
  const form = new FormData();
  const fields = { ...SAMPLE_REQUEST, muraciet_novu: 5, qurum: 2 };
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  form.set('verified_token', await solveForTest(challenge));
  form.set('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  const r = await fetch(`${base}/api/sorgu-ve-muracietler/add`, {
    method: 'POST',
    body: form,
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  const body = await r.json();
  expect(r.status === 200 && body.status === true, `status ${r.status} ${JSON.stringify(body)}`);
  return body.reference;
}

/**
 * The submission as the operator gets it: `npm run requests:export` on the
 * database and DATA_DIR (its uploads folder) the container used, into `out`.
 */
export function exportedRequest({ databaseUrl, dataDir }, reference, out) {
  const r = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/requests-export.ts', '--out', out],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir },
    },
  );
  expect(r.status === 0, `requests:export failed: ${r.stderr || r.stdout}`);
  const rows = JSON.parse(fs.readFileSync(path.join(out, 'requests.json'), 'utf8'));
  const row = rows.find((x) => x.reference === reference);
  expect(row?.ad === SAMPLE_REQUEST.ad, `${reference} is not among the ${rows.length} exported`);
  const file = row.files[0];
  expect(row.files.length === 1 && file.size === PNG.length, 'its photo is not stored');
  expect(fs.readFileSync(path.join(out, file.path)).equals(PNG), 'the exported photo differs');
  return `${reference} and its photo (${file.path}) exported by requests:export`;
}
