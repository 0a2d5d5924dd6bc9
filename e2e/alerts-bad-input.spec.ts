import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { altchaToken } from '@/test/altcha-token';
import { startSmtpSink } from '@/test/smtp-sink';
import { linkIn, startSite, stopSite } from './alerts-helpers';

/**
 * Issue 23's "Bad input" over HTTP, against a server of its own (embedded
 * database, real SMTP server, low limits): each bad request gets a clear
 * message in its language and a 4xx, and nothing is mailed.
 */
const PORT = Number(process.env.E2E_PORT || 3100) + 27;
const SMTP_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.test-data/e2e-${PORT}`;
/** subscribe posts one client may make (those refused for their characters are not counted) */
const CLIENT_LIMIT = 9;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: ChildProcess | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
/** everything the server logged */
const log: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startSmtpSink({ port: SMTP_PORT });
  site = await startSite(
    'local',
    PORT,
    {
      SMTP_URL: sink.url,
      FORM_RATE_LIMIT: String(CLIENT_LIMIT),
      ALERTS_ADDRESS_LIMIT: '2',
    },
    log,
  );
});

test.afterAll(async () => {
  stopSite(site);
  await sink?.close();
});

const JSON_HEADERS = { accept: 'application/json', origin: BASE };

async function subscribe(
  request: APIRequestContext,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const r = await request.post(`${BASE}/api/alerts/subscribe`, {
    headers: { ...JSON_HEADERS, ...headers },
    form: { view: 'xeber', query: '', lang: 'en', frequency: 'instant', ...fields },
  });
  return { status: r.status(), body: await r.json() };
}

const refused = (message: string) => ({ status: false, message });

test('bad fields: a clear message in the language and a 4xx each; nothing is mailed', async ({
  request,
}) => {
  // CR/LF or NUL in any field (refused first: these do not count against the client's limit).
  expect(await subscribe(request, { email: 'a@example.az\r\nBcc: victim@example.az' })).toEqual({
    status: 400,
    body: refused('The text contains characters that are not allowed'),
  });
  expect(
    await subscribe(request, { email: 'a@example.az', view: 'filter', query: 'type=audit\0' }),
  ).toEqual({ status: 400, body: refused('The text contains characters that are not allowed') });
  expect(
    await subscribe(request, { email: 'a@example.az', lang: 'az', frequency: 'daily\n' }),
  ).toEqual({ status: 400, body: refused('Mətndə icazə verilməyən simvollar var') });
  // Malformed and over-long addresses (counted: 1, 2).
  const badEmail = refused('The e-mail address is not valid (for example: name@example.az)');
  expect(await subscribe(request, { email: 'not an address' })).toEqual({
    status: 400,
    body: badEmail,
  });
  expect(await subscribe(request, { email: `${'a'.repeat(250)}@example.az` })).toEqual({
    status: 400,
    body: badEmail,
  });
  // A filter value that does not exist, on the archive and on the tracker (3, 4).
  const unknown = refused('A filter of this page does not exist, so it cannot be followed');
  expect(
    await subscribe(request, {
      email: 'a@example.az',
      view: 'filter',
      query: 'type=audit&audit_nov=987654',
    }),
  ).toEqual({ status: 400, body: unknown });
  expect(
    await subscribe(request, { email: 'a@example.az', view: 'tracker', query: 'qurum=987654' }),
  ).toEqual({ status: 400, body: unknown });
  // A wrong captcha (5).
  expect(await subscribe(request, { email: 'a@example.az', verified_token: 'forged' })).toEqual({
    status: 400,
    body: refused('The captcha is wrong'),
  });
  // A plain form post (no JavaScript) is sent to the result page, which says it in Azerbaijani.
  const page = await request.post(`${BASE}/api/alerts/subscribe`, {
    headers: { origin: BASE },
    form: { view: 'xeber', query: '', lang: 'az', frequency: 'instant', email: 'a\r\n@b.az' },
    maxRedirects: 0,
  });
  expect(page.status()).toBe(303);
  expect(page.headers().location).toBe(`${BASE}/bildirisler/netice?e=characters&back=%2Fxeberler`);
  const shown = await request.get(page.headers().location!);
  expect(await shown.text()).toContain('Mətndə icazə verilməyən simvollar var');
  await new Promise((r) => setTimeout(r, 1000));
  expect(sink.total).toBe(0);
});

test('tokens: a forged link, a confirmation used twice, a forged unsubscribe: 4xx, nothing changes', async ({
  request,
}) => {
  // A real subscription (6), its confirmation mail.
  const ok = await subscribe(request, {
    email: 'real@example.az',
    verified_token: await altchaToken(DATA_DIR),
  });
  expect(ok).toEqual({
    status: 200,
    body: { status: true, message: expect.stringContaining('Check your e-mail') },
  });
  await sink.waitFor(1);
  const link = linkIn(sink.arrived[0]!.mail.text!, `${BASE}/en/bildirisler/tesdiq?t=`);
  const token = new URL(link).searchParams.get('t')!;
  const confirm = (t: string) =>
    request.post(`${BASE}/api/alerts/confirm`, { headers: JSON_HEADERS, form: { t, lang: 'en' } });

  const forged = await confirm(`${token.slice(0, -4)}AAAA`);
  expect(forged.status()).toBe(400);
  expect(await forged.json()).toEqual(
    refused('The link is not valid or has expired. Please subscribe again'),
  );
  expect((await confirm(token)).status()).toBe(200);
  const again = await confirm(token);
  expect(again.status()).toBe(410);
  expect(await again.json()).toEqual(refused('This link was already used'));

  const unsubscribe = await request.post(`${BASE}/api/alerts/unsubscribe?t=1.forged&lang=en`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribe.status()).toBe(400);
  expect(await unsubscribe.json()).toEqual(
    refused('The link is not valid or has expired. Please subscribe again'),
  );

  // The same request again (7): the same answer as for a new address, and no second mail.
  const repeated = await subscribe(request, {
    email: 'real@example.az',
    verified_token: await altchaToken(DATA_DIR),
  });
  expect(repeated).toEqual(ok);
  // The same address again, past its daily limit of confirmation mails (8): nothing is sent.
  const second = await subscribe(request, {
    email: 'real@example.az',
    view: 'cixis',
    verified_token: await altchaToken(DATA_DIR),
  });
  expect(second.status).toBe(429);
  expect(second.body.message).toBe(
    'Too many confirmation mails were requested for this address. Please try again tomorrow',
  );
  await new Promise((r) => setTimeout(r, 1000));
  expect(sink.total).toBe(1);
});

test('a flood of subscribe posts with a new X-Forwarded-For each is still one client: 429', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await subscribe(
      request,
      { email: `flood${i}@example.az`, verified_token: await altchaToken(DATA_DIR) },
      { 'x-forwarded-for': `198.51.100.${i + 1}` },
    );
    statuses.push(r.status);
    if (r.status === 429)
      expect(r.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes$/);
  }
  // The client's 9th counted post is let through; every later one is refused.
  expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
  await sink.waitFor(2);
  await new Promise((r) => setTimeout(r, 1000));
  expect(sink.total).toBe(2);
});

test('no address appears in the server log', () => {
  const text = log.join('');
  expect(text.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/@example\.az/);
  expect(text).not.toContain('victim');
});
