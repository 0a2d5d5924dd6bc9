/**
 * The forms' server checks against hostile or broken input: control and
 * invisible characters are refused before the captcha is spent, posts from
 * other sites are refused, messages never say "undefined", partial uploads
 * left by a crash are removed, and no log line carries a submitted name,
 * phone or e-mail.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeError, logError } from '@/lib/platform/observability/log';
import { closeAll, getDb } from '@/lib/core/db/client';
import { reseed } from '@/demo/seed';
import { removeStaleUploads, uploadsTmpDir } from '@/lib/core/forms/storage';
import { submitRequest } from '@/app/api/sorgu-ve-muracietler/add/submit';
import { handle } from '@/lib/core/content/api/handler';
import { SAMPLE_REQUEST } from './fixtures/call-cases';
import { altchaToken } from './altcha-token';
import { freshDataDir } from '@/test/fresh-data-dir';

const DATA_DIR = '.test-data/forms-hardening';
process.env.DATA_DIR = DATA_DIR;
process.env.FORM_RATE_LIMIT = '100000';
freshDataDir(DATA_DIR);

const PERSONAL = [SAMPLE_REQUEST.ad, SAMPLE_REQUEST.nomre, SAMPLE_REQUEST.e_poct, 'Məmmədova'];

// Every line written to the log while these tests run.
const logged: string[] = [];
const spies: jest.SpyInstance[] = [];
beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    spies.push(
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? `${a.stack}` : String(a))).join(' '));
      }),
    );
  // The JSON log lines (lib/platform/observability/logger.ts) go straight to the standard streams.
  for (const stream of [process.stdout, process.stderr])
    spies.push(
      jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged.push(String(chunk));
        return true;
      }),
    );
  await reseed(await getDb());
}, 120_000);

afterAll(async () => {
  for (const spy of spies) spy.mockRestore();
  await closeAll();
});

const token = () => altchaToken(DATA_DIR);

const post = (body: object, headers: Record<string, string> = {}, query = '') =>
  submitRequest(
    new Request(`http://localhost/api/sorgu-ve-muracietler/add${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

it('refuses NUL, control and invisible-only fields with their messages, before the captcha is spent', async () => {
  const verified_token = await token();
  const base = { ...SAMPLE_REQUEST, muraciet_novu: 1, verified_token, language: 'en' };
  const nul = await post({ ...base, ad: 'Ay\u0000sel' });
  expect(nul.status).toBe(400);
  expect(await nul.json()).toMatchObject({
    status: false,
    message: 'First name: The text contains characters that are not allowed',
    errors: { ad: 'The text contains characters that are not allowed' },
  });
  const invisible = await post({ ...base, soyad: '\u200b\u200d' });
  expect(invisible.status).toBe(400);
  expect((await invisible.json()).errors).toEqual({ soyad: 'Enter your surname' });
  const escape = await post({
    ...base,
    muraciet_metni: `${SAMPLE_REQUEST.muraciet_metni}\u001b[2J`,
  });
  expect(escape.status).toBe(400);
  // The same solution still works: nothing above spent it.
  const ok = await post(base);
  expect(await ok.json()).toMatchObject({ status: true });
});

it('refuses a survey answer holding control characters (400, the field named)', async () => {
  const verified_token = await token();
  const answer = (text: string) =>
    handle('sorguAnswer')(
      new Request('http://localhost/api/sorgu', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          language: 'en',
          answers: [{ question_id: 1, text }],
          verified_token,
        }),
      }),
    );
  const nul = await answer('fine\u0000');
  expect(nul.status).toBe(400);
  expect((await nul.json()).message).toMatch(/answers\.0\.text/);
  expect((await answer('fine\u001b[2J')).status).toBe(400);
});

it('never says "undefined": a wrong language or token is named plainly', async () => {
  for (const body of [
    { ...SAMPLE_REQUEST, muraciet_novu: 1, verified_token: 'x', language: 'xx' },
    { ...SAMPLE_REQUEST, muraciet_novu: 1, verified_token: 5 },
    { language: 'en', verified_token: ['a'] },
  ]) {
    const reply = await post(body);
    expect(reply.status).toBe(400);
    const text = JSON.stringify(await reply.json());
    expect(text).not.toMatch(/undefined|null:/);
  }
});

it('refuses browser posts from another site with 403; callers without those headers are unaffected', async () => {
  const body = { ...SAMPLE_REQUEST, muraciet_novu: 1, verified_token: 'x', language: 'en' };
  const refused: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'null', 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost' },
  ];
  for (const headers of refused) {
    const reply = await post(body, headers, '?language=en');
    expect(reply.status).toBe(403);
    expect(await reply.json()).toEqual({
      status: false,
      message: 'The form cannot be sent from another site',
    });
  }
  // Same origin, a typed address, and a server-to-server caller go on to the checks (a wrong captcha here).
  const allowed: Record<string, string>[] = [
    { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    // A form on a page with Referrer-Policy: no-referrer (a request's status page).
    { origin: 'null', 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'none' },
    {},
  ];
  for (const headers of allowed) {
    expect((await post(body, headers)).status).toBe(400);
  }
});

it('removes partial uploads left by a crash at start, not an upload in progress', () => {
  const dir = uploadsTmpDir(DATA_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const crashed = path.join(dir, 'crashed');
  const live = path.join(dir, 'live');
  fs.writeFileSync(crashed, Buffer.alloc(5 * 1024 * 1024));
  fs.writeFileSync(live, Buffer.alloc(1024));
  const old = new Date(Date.now() - 10 * 60_000);
  fs.utimesSync(crashed, old, old);
  expect(removeStaleUploads(DATA_DIR)).toBe(1);
  expect(fs.readdirSync(dir)).toEqual(['live']);
});

it('describes a failed insert without its parameters', () => {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
  });
  const failed = new Error(
    `Failed query: insert into "muracietler" ("ad", "nomre") values ($1, $2)\nparams: ${PERSONAL.join(',')}`,
    { cause },
  );
  const line = describeError(failed);
  expect(line).toContain('22021');
  for (const value of PERSONAL) expect(line).not.toContain(value);
});

it('no log line written during these tests carries a submitted name, phone or e-mail', () => {
  logError('[test] probe', new Error('probe of the capture'));
  expect(logged.some((line) => line.includes('probe of the capture'))).toBe(true);
  for (const line of logged) for (const value of PERSONAL) expect(line).not.toContain(value);
});
