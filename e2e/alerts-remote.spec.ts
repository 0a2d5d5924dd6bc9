import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { startSmtpSink } from '@/test/smtp-sink';
import {
  linkIn,
  startSite,
  startSpecUpstream,
  stopSite,
  subscribeAndConfirm,
} from './alerts-helpers';

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
  upstream = await startSpecUpstream(UPSTREAM_PORT);
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

test('az: a recommendation whose status changes upstream between two readings: one observed entry, one mail, one feed entry', async ({
  page,
}) => {
  const watcher = 'remote-watcher@example.az';
  const id = 1400;
  const history = async () =>
    (await (await fetch(`${BASE}/api/tovsiyyeler/${id}?language=az`)).json()).tovsiyye[0]
      .history as Array<{ id: number | null; status_name: string; since: string }>;
  // The site's first reading of the upstream's tracker remembers each row's status.
  await expect.poll(async () => (await history()).length, { timeout: 60_000 }).toBe(1);
  const [first] = await history();

  await page.goto(`${BASE}/en/qerarlarin-izlenilmesi/${id}`);
  await expect(page.getByRole('region', { name: 'Get e-mail updates' })).toContainText(
    'Get an e-mail when its status changes.',
  );
  const mails = () => sink.arrived.filter((a) => a.to === watcher);
  await subscribeAndConfirm(page, BASE, watcher, (to) => sink.arrived.filter((a) => a.to === to));

  // Upstream, the recommendation's status changes between two of the site's readings.
  const moved = await fetch(`${UPSTREAM}/__set/tovsiyyeler/${id}?status=1302`, { method: 'POST' });
  expect(moved.ok).toBe(true);
  await expect.poll(() => mails().length, { timeout: 60_000 }).toBe(2);
  const alert = mails()[1]!;
  expect(alert.mail.subject).toBe('Status changed: Mənbə tövsiyə mövzusu 1');
  expect(alert.mail.text).toContain('Mənbə icra olunub → Mənbə icradadır');
  expect(linkIn(alert.mail.text!, `${BASE}/en/qerarlarin-izlenilmesi/`)).toMatch(
    new RegExp(`/en/qerarlarin-izlenilmesi/${id}#status-\\d+$`),
  );

  const entries = await history();
  expect(entries).toHaveLength(2);
  expect(entries[0]).toEqual(first);
  expect(entries[1]).toMatchObject({ status_name: 'Mənbə icradadır', since: first!.since });
  expect(entries[1]!.id).toEqual(expect.any(Number));
  const feed = await (await fetch(`${BASE}/qerarlarin-izlenilmesi/${id}/feed.atom`)).text();
  expect(feed.match(/<entry>/g)).toHaveLength(1);
  expect(feed).toContain('Mənbə icra olunub → Mənbə icradadır');

  // The page says the dates are the days the site saw each status.
  await page.goto(`${BASE}/qerarlarin-izlenilmesi/${id}`);
  const steps = page.locator('section[aria-labelledby="recommendation-history"] li');
  await expect(steps).toHaveCount(2);
  await expect(steps.first()).toContainText('Mənbə icradadır');
  await expect(steps.first()).toContainText('müşahidə edilib');

  // Back again: a second mail, and only that (the first change was mailed once).
  await fetch(`${UPSTREAM}/__set/tovsiyyeler/${id}?status=1301`, { method: 'POST' });
  await expect.poll(() => mails().length, { timeout: 60_000 }).toBe(3);
  expect(mails()[2]!.mail.text).toContain('Mənbə icradadır → Mənbə icra olunub');
  expect(await history()).toHaveLength(3);
});
