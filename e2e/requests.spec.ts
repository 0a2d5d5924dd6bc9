import { expect, test, type Page } from '@playwright/test';
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Client } from 'pg';
import { altchaToken } from '@/test/altcha-token';
import { SAMPLE_REQUEST } from '@/test/fixtures/call-cases';
import { startSmtpSink } from '@/test/smtp-sink';
import { UPSTREAM_TOKEN } from './fixtures/spec-upstream/token';
import { freshDatabase, linkIn, startSite, startSpecUpstream, stopSite } from './alerts-helpers';
import { expectNoAxeViolations } from './axe';

/**
 * Issue 53's "done when": a citizen's request followed from receipt to erasure, with the real
 * SMTP server — stored by the site (on PostgreSQL, so the operator's import can run beside
 * it) and accepted by the spec-only upstream. Receipt, status page (private headers), a state
 * by the import and one by the endpoint (exactly two mails), the dated history, overdue once
 * the deadline passed, and the erasure after retention (REQUESTS_RETENTION_DAYS=0).
 */
const BASE_PORT = Number(process.env.E2E_PORT || 3100) + 42;
const LOCAL = BASE_PORT;
const SMTP = BASE_PORT + 1;
const UPSTREAM_PORT = BASE_PORT + 2;
const REMOTE = BASE_PORT + 3;
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
const TOKEN = 'e2e-requests-status-token-0123456789abcdef';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const children: ChildProcess[] = [];
const urls: Record<'local' | 'remote', string> = { local: '', remote: '' };
const siteEnv = (smtp: string) => ({
  SMTP_URL: smtp,
  ALERTS_TICK_MS: '300',
  REQUESTS_STATUS_TOKEN: TOKEN,
  REQUESTS_RETENTION_DAYS: '0',
  ALTCHA_COST: '20',
  ALTCHA_MAX_COUNTER: '100',
});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  sink = await startSmtpSink({ port: SMTP });
  children.push(await startSpecUpstream(UPSTREAM_PORT));
  urls.local = await freshDatabase('audit_e2e_requests_local');
  urls.remote = await freshDatabase('audit_e2e_requests_remote');
  const [local, remote] = await Promise.all([
    startSite('server', LOCAL, { ...siteEnv(sink.url), DATABASE_URL: urls.local }),
    startSite('remote', REMOTE, {
      ...siteEnv(sink.url),
      DATABASE_URL: urls.remote,
      AUDIT_API_URL: UPSTREAM,
    }),
  ]);
  children.push(local, remote);
});

test.afterAll(async () => {
  for (const child of children) stopSite(child);
  await sink?.close();
});

const mailsTo = (to: string) => sink.arrived.filter((m) => m.to === to);

/** Moves the request's deadline to yesterday, as the clock passing it would. */
async function passDeadline(database: string, reference: string) {
  const db = new Client({ connectionString: database });
  await db.connect();
  try {
    await db.query(
      `update request_tracks set received_on = current_date - 30, deadline = current_date - 1 where reference = $1`,
      [reference],
    );
  } finally {
    await db.end();
  }
}

async function journey(page: Page, mode: 'local' | 'remote') {
  const port = mode === 'local' ? LOCAL : REMOTE;
  const base = `http://127.0.0.1:${port}`;
  const to = `citizen-${mode}@example.az`;
  const token = mode === 'local' ? await altchaToken(`.test-data/e2e-${port}`) : UPSTREAM_TOKEN;
  // 1. The request, as the form's script sends it: the reply names the reference.
  const sent = await fetch(`${base}/api/sorgu-ve-muracietler/add?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      ...SAMPLE_REQUEST,
      e_poct: to,
      language: 'en',
      muraciet_novu: 1,
      verified_token: token,
    }),
  });
  expect(sent.status).toBe(200);
  const { reference } = await sent.json();
  expect(reference).toMatch(/^M-\d{8}-[A-Z0-9]{6}$/);

  // 2. The receipt: the reference, the deadline, a private link; never the text.
  await expect.poll(() => mailsTo(to).length, { timeout: 30_000 }).toBe(1);
  const receipt = mailsTo(to)[0]!.mail;
  expect(receipt.subject).toBe(`Your request ${reference} was received`);
  expect(receipt.text).toMatch(/due by \d\d-\d\d-\d{4}/);
  expect(receipt.text).not.toContain(SAMPLE_REQUEST.muraciet_metni.slice(0, 40));
  const link = linkIn(receipt.text!, `${base}/en/muraciet/${reference}?t=`);

  // 3. The status page: private, never kept, never a referrer, never indexed.
  const opened = await page.goto(link);
  expect(opened!.headers()['cache-control']).toBe('private, no-store');
  expect(opened!.headers()['x-accel-expires']).toBe('0');
  expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request ${reference}`);
  await expect(page.getByRole('main')).not.toContainText(SAMPLE_REQUEST.soyad);
  // The reference alone, or another token, opens nothing.
  await page.goto(`${base}/en/muraciet/${reference}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This link does not open a request',
  );

  // 4. A state by the operator's import (beside the site, on its database) ...
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Baku' });
  const file = `.test-data/requests-${mode}.csv`;
  fs.writeFileSync(
    file,
    `reference,state,date,note\n${reference},review,${today},Read by the audit department\n`,
  );
  const imported = spawnSync('node_modules/.bin/tsx', ['scripts/requests-status.ts', file], {
    env: { ...process.env, DATABASE_URL: mode === 'local' ? urls.local : urls.remote },
    encoding: 'utf8',
  });
  expect(imported.stdout).toContain('1 new state(s)');
  await expect.poll(() => mailsTo(to).length, { timeout: 30_000 }).toBe(2);
  expect(mailsTo(to)[1]!.mail.subject).toBe(`Your request ${reference} is now: under review`);

  // 5. Overdue once the deadline has passed without an answer.
  await passDeadline(mode === 'local' ? urls.local : urls.remote, reference);
  await page.goto(link);
  await expect(page.getByRole('main')).toContainText('Overdue: the deadline passed on');
  await expect(page.getByRole('row')).toHaveCount(3);
  // Axe-clean in both languages (the link works in either), on a phone and a screen.
  if (mode === 'local')
    for (const url of [link, link.replace('/en/muraciet/', '/muraciet/')])
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('lang', url === link ? 'en' : 'az');
        await expectNoAxeViolations(page);
      }

  // 6. ... and one by the case system's endpoint: the last of exactly two mails.
  const closed = await fetch(`${base}/api/muraciet/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reference, state: 'closed', date: today }),
  });
  expect(await closed.json()).toMatchObject({ status: true, result: 'added' });
  await expect.poll(() => mailsTo(to).length, { timeout: 30_000 }).toBe(3);
  expect(mailsTo(to)[2]!.mail.subject).toBe(`Your request ${reference} is now: closed`);

  // 7. Retention 0: the worker erases the personal data; the page says so, still never cached.
  await expect
    .poll(
      async () => {
        const r = await page.goto(link);
        expect(r!.headers()['x-accel-expires']).toBe('0');
        return page.getByRole('main').textContent();
      },
      { timeout: 30_000 },
    )
    .toContain('personal details (your e-mail address and what you sent) were erased on');
  await expect(page.getByRole('row')).toHaveCount(4);
  expect(mailsTo(to)).toHaveLength(3);
}

test('axe: the lookup, a link that does not open, and the figures, in both languages at 375 and 1280 px', async ({
  page,
}) => {
  const base = `http://127.0.0.1:${LOCAL}`;
  for (const path of ['/muraciet', '/muraciet/M-20261206-ABC234?t=0', '/muracietler-reqemlerle'])
    for (const prefix of ['', '/en'])
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const r = await page.goto(`${base}${prefix}${path}`);
        expect(r!.status()).toBe(200);
        await expectNoAxeViolations(page);
      }
  // The lookup without JavaScript, reached from the request form as a citizen finds it: a
  // plain post, the same words back on the page.
  await page.goto(`${base}/en/sorgu-ve-muracietler`);
  await page
    .getByRole('complementary', { name: 'Already sent a request?' })
    .getByRole('link', { name: "Get a new link to your request's status" })
    .click();
  await expect(page).toHaveURL(`${base}/en/muraciet`);
  await page.getByLabel('Reference number').fill('M-20261206-ABC234');
  await page.getByLabel('E-mail address').fill('nobody@example.az');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If the reference number and the e-mail address match',
  );
});

test('local: receipt, status page, two states mailed once each, overdue, erasure', async ({
  page,
}) => {
  await journey(page, 'local');
});

test('over the spec-only upstream: the same loop, the site keeping only its own state', async ({
  page,
}) => {
  await journey(page, 'remote');
});
