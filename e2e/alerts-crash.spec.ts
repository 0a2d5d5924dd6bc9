import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { startSmtpSink } from '@/test/smtp-sink';
import { freshDatabase, startSite, stopSite } from './alerts-helpers';

/**
 * The crash test of issue 23: the site is killed with SIGKILL in the middle
 * of a fan-out of one new item to 1,000 subscribers, restarted, and every
 * subscriber must have the item — the same mail (one Message-ID) each.
 */
const PORT = Number(process.env.E2E_PORT || 3100) + 22;
const SMTP_PORT = PORT + 1;
const SUBSCRIBERS = 1000;
/** the sender's parallel mails (SMTP_POOL × 2): at most this many can be in flight at the kill */
const POOL = 3;

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (a PostgreSQL server)');

let site: ChildProcess | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let db: Client;
let env: Record<string, string>;

test.beforeAll(async () => {
  // Starting a production server (and migrating its database) takes minutes on a loaded machine.
  test.setTimeout(240_000);
  const url = await freshDatabase('audit_e2e_alerts_crash');
  // A slow relay (20 ms a mail) so that the fan-out takes seconds.
  sink = await startSmtpSink({ port: SMTP_PORT, parse: false, delayMs: 20 });
  env = {
    DATABASE_URL: url,
    SMTP_URL: sink.url,
    SMTP_POOL: String(POOL),
    ALERTS_TICK_MS: '200',
    ALERTS_LEASE_S: '3',
  };
  site = await startSite('server', PORT, env);
  db = new Client({ connectionString: url });
  await db.connect();
});

test.afterAll(async () => {
  stopSite(site, 'SIGKILL');
  await db?.end();
  await sink?.close();
});

test('kill -9 mid fan-out to 1,000 subscribers: after a restart each got the item, once per Message-ID', async () => {
  // 1,000 confirmed subscribers of the audit reports, the view already read once.
  // One statement: the worker's purge of views nobody follows and of addresses without a
  // subscription never sees the view, or an address, bare.
  await db.query(
    `with view as (
       insert into alert_queries (target, language, title, seen_ids, polled_at)
       values ('filter?type=audit', 'en', 'Audit | Archive',
         jsonb_build_array((select max(id) from dercler)), now())
       returning id),
     added as (
       insert into alert_addresses (email, language)
       select 'reader' || g || '@crash.example.az', 'en' from generate_series(1, $1::int) g
       returning id)
     insert into alert_subscriptions (address_id, query_id, frequency, confirmed_at)
     select added.id, view.id, 'instant', now() from added, view`,
    [SUBSCRIBERS],
  );

  await db.query(`insert into dercler (title_az, title_en, text_az, text_en, date, type_id)
    select 'Yeni audit', 'A new audit', '<p>Mətn</p>', '<p>Text</p>', current_date, id from types where short_title = 'audit'`);
  await sink.waitFor(150, 60_000);
  stopSite(site, 'SIGKILL');
  site = undefined;
  const atKill = sink.total;
  expect(atKill).toBeLessThan(SUBSCRIBERS);

  site = await startSite('server', PORT, env);
  await expect
    .poll(() => sink.counts.size, { timeout: 120_000, intervals: [500] })
    .toBe(SUBSCRIBERS);
  await new Promise((r) => setTimeout(r, 4000));

  const ids = [...sink.messageIds.values()];
  // Every subscriber got the item, always as the same mail.
  expect(ids).toHaveLength(SUBSCRIBERS);
  expect(ids.filter((list) => new Set(list).size !== 1)).toEqual([]);
  // Resent copies can only be mails the relay accepted in the instant of the kill.
  const copies = sink.total - SUBSCRIBERS;
  console.log(`killed after ${atKill} mails; ${copies} accepted-but-unrecorded mail(s) sent again`);
  expect(copies).toBeLessThanOrEqual(POOL * 2);
  const { rows } = await db.query(
    `select status, count(*)::int as n from alert_deliveries group by status`,
  );
  expect(rows).toEqual([{ status: 'sent', n: SUBSCRIBERS }]);
});
