import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { startSmtpSink } from '@/test/smtp-sink';
import { linkIn, startSite, stopSite } from './alerts-helpers';

/**
 * E-mail alerts over an upstream (AUDIT_API_URL): the spec-only upstream of
 * its own (a fresh instance, so its new item touches no other spec), the
 * site keeping its subscribers in its own embedded database and polling the
 * followed list through the §7 list call.
 */
const BASE_PORT = Number(process.env.E2E_PORT || 3100) + 24;
const [UPSTREAM_PORT, PORT, SMTP_PORT] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
const BASE = `http://127.0.0.1:${PORT}`;
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let upstream: ChildProcess | undefined;
let site: ChildProcess | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

test.beforeAll(async () => {
  // Starting a production server (and migrating its database) takes minutes on a loaded machine.
  test.setTimeout(240_000);
  upstream = spawn(
    'node_modules/.bin/tsx',
    ['e2e/fixtures/spec-upstream/server.ts', String(UPSTREAM_PORT), 'a'],
    { stdio: 'ignore', detached: true },
  );
  process.once('exit', () => stopSite(upstream, 'SIGKILL'));
  await expect
    .poll(
      () =>
        fetch(`${UPSTREAM}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  sink = await startSmtpSink({ port: SMTP_PORT });
  fs.rmSync(`.test-data/e2e-${PORT}`, { recursive: true, force: true });
  site = await startSite('remote', PORT, {
    AUDIT_API_URL: UPSTREAM,
    SMTP_URL: sink.url,
    ALERTS_POLL_S: '10',
    ALERTS_TICK_MS: '300',
    ALTCHA_COST: '20',
    ALTCHA_MAX_COUNTER: '100',
  });
});

test.afterAll(async () => {
  stopSite(site);
  stopSite(upstream);
  await sink?.close();
});

test('en: follow the news list over the upstream; a new upstream item is mailed once', async ({
  page,
}) => {
  const reader = 'remote-reader@example.az';
  await page.goto(`${BASE}/en/xeberler`);
  const form = page.getByRole('region', { name: 'Get e-mail updates' });
  await form.getByLabel('E-mail address').fill(reader);
  const box = form.locator('altcha-widget input[type="checkbox"]');
  await box.focus();
  await expect(box).toBeChecked({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(/\/en\/bildirisler\/netice\?r=sent/);

  await sink.waitFor(1);
  await page.goto(linkIn(sink.arrived[0]!.mail.text!, `${BASE}/en/bildirisler/tesdiq?t=`));
  await page.getByRole('button', { name: 'Confirm the subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('confirmed');

  // A news item appears upstream; the next poll finds it.
  const added = await (await fetch(`${UPSTREAM}/__add/xeberler`, { method: 'POST' })).json();
  await sink.waitFor(2, 60_000);
  await page.waitForTimeout(3000);
  const alerts = sink.arrived.filter((a) => a.to === reader).slice(1);
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.mail.subject).toBe('New: Upstream new item 1');
  const item = linkIn(alerts[0]!.mail.text!, `${BASE}/en/xeber/`);
  expect(item).toBe(`${BASE}/en/xeber/${added.id}`);
  await page.goto(item);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upstream new item 1');
});
