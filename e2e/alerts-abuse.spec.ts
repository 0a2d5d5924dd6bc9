import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { altchaToken } from '@/test/altcha-token';
import { startSmtpSink } from '@/test/smtp-sink';
import { linkIn, startSite, stopSite } from './alerts-helpers';

/**
 * Issue 36's strangers (docs/security.md, "Mail sent for strangers"): a
 * subscription cannot mail a stranger's words, one mailbox cannot be reached
 * past its limit by spelling its address another way, the whole site sends a
 * bounded number of confirmation mails per hour, and the reply does not tell,
 * by its time, whether a mail was sent (the mail relay here answers after
 * SMTP_DELAY_MS, as a slow relay does).
 */
const PORT = Number(process.env.E2E_PORT || 3100) + 34;
const SMTP_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.test-data/e2e-${PORT}`;
const SMTP_DELAY_MS = 1000;
const METRICS_TOKEN = 'alerts-abuse-metrics-token-0123456789';
/** confirmation mails asked for below before the ceiling test: 1 + 4 + (1 + 3 + 3) */
const ASKED_BEFORE_CEILING = 12;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: ChildProcess | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const log: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startSmtpSink({ port: SMTP_PORT, delayMs: SMTP_DELAY_MS });
  site = await startSite(
    'local',
    PORT,
    {
      SMTP_URL: sink.url,
      FORM_RATE_LIMIT: '100',
      ALERTS_ADDRESS_LIMIT: '5',
      ALERTS_CONFIRMATIONS_PER_HOUR: String(ASKED_BEFORE_CEILING + 1),
      METRICS_TOKEN,
    },
    log,
  );
});

test.afterAll(async () => {
  stopSite(site);
  await sink?.close();
});

async function subscribe(request: APIRequestContext, fields: Record<string, string>) {
  const verified = await altchaToken(DATA_DIR);
  const began = performance.now();
  const r = await request.post(`${BASE}/api/alerts/subscribe`, {
    headers: { accept: 'application/json', origin: BASE },
    form: {
      view: 'xeber',
      query: '',
      lang: 'en',
      frequency: 'instant',
      verified_token: verified,
      ...fields,
    },
  });
  return { status: r.status(), body: await r.json(), ms: performance.now() - began };
}

const mailsTo = (to: string) => sink.arrived.filter((a) => a.to === to);

test("a search's words are never in the confirmation mail; the site shows them once the link is opened", async ({
  request,
}) => {
  const lure = 'URGENT: your tax refund is ready, confirm at https://evil.example/refund';
  const victim = 'victim@example.org';
  const sent = await subscribe(request, {
    email: victim,
    view: 'search',
    query: new URLSearchParams({ query: lure }).toString(),
  });
  expect(sent.status).toBe(200);
  await expect.poll(() => mailsTo(victim).length, { timeout: 30_000 }).toBe(1);
  const mail = mailsTo(victim)[0]!;
  for (const part of [mail.mail.subject ?? '', mail.mail.text ?? '', String(mail.mail.html)]) {
    expect(part).not.toMatch(/URGENT|refund|evil\.example/);
  }
  expect(mail.mail.subject).toContain('A search on this site');
  const link = linkIn(mail.mail.text!, `${BASE}/en/bildirisler/tesdiq?t=`);
  const page = await (await request.get(link)).text();
  expect(page).toContain('Search words: “URGENT: your tax refund is ready');
});

test('one mailbox is counted once, however its address is spelled', async ({ request }) => {
  // victim@ above, then four spellings of the same mailbox: its limit of 5 a day.
  for (const email of ['victim+1@example.org', 'Victim+2@example.org', 'VICTIM@example.org']) {
    expect((await subscribe(request, { email })).status, email).toBe(200);
  }
  expect((await subscribe(request, { email: 'victim+news@EXAMPLE.org' })).status).toBe(200);
  const sixth = await subscribe(request, { email: 'victim+6@example.org' });
  expect(sixth.status).toBe(429);
  expect(sixth.body.message).toBe(
    'Too many confirmation mails were requested for this address. Please try again tomorrow',
  );
});

test('the reply takes as long whether the address already follows the view or not', async ({
  request,
}) => {
  const known = 'known@example.net';
  expect((await subscribe(request, { email: known, view: 'cixis' })).status).toBe(200);
  await expect.poll(() => mailsTo(known).length, { timeout: 30_000 }).toBe(1);
  const link = linkIn(mailsTo(known)[0]!.mail.text!, `${BASE}/en/bildirisler/tesdiq?t=`);
  const confirmed = await request.post(`${BASE}/api/alerts/confirm`, {
    headers: { accept: 'application/json', origin: BASE },
    form: { t: new URL(link).searchParams.get('t')!, lang: 'en' },
  });
  expect(confirmed.status()).toBe(200);
  // Three times each, alternating: an address that follows the view (no mail is due) and a new
  // one (a mail is due). The relay takes a second per mail; none of it may be in the reply.
  const times: Record<'known' | 'fresh', number[]> = { known: [], fresh: [] };
  for (let i = 0; i < 3; i++) {
    const again = await subscribe(request, { email: known, view: 'cixis' });
    const fresh = await subscribe(request, { email: `fresh${i}@example.net`, view: 'cixis' });
    expect([again.status, fresh.status]).toEqual([200, 200]);
    expect(again.body).toEqual(fresh.body);
    times.known.push(again.ms);
    times.fresh.push(fresh.ms);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[1]!;
  expect(Math.abs(median(times.fresh) - median(times.known))).toBeLessThan(SMTP_DELAY_MS / 2);
  await expect.poll(() => sink.total, { timeout: 30_000 }).toBe(1 + 4 + 1 + 3);
});

test('past the hourly ceiling every confirmation is refused with the form message, logged and counted', async ({
  request,
}) => {
  expect((await subscribe(request, { email: 'last@example.net' })).status).toBe(200);
  const refused = await subscribe(request, { email: 'one-more@example.net' });
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({
    status: false,
    message:
      'Too many confirmation mails are being sent at the moment. Please try again in an hour',
  });
  const metrics = await request.get(`${BASE}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await metrics.text();
  expect(text).toContain('site_alert_confirmations_total{outcome="ceiling"} 1');
  expect(text).toContain('site_alert_confirmations_total{outcome="mailbox"} 1');
  expect(log.join('')).toContain('the hourly ceiling of confirmation mails is reached');
  expect(log.join('')).not.toMatch(/example\.(org|net)/);
});
