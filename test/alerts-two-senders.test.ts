/**
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (CI sets it): two
 * senders (as two instances would) drain one fan-out at the same time over
 * separate connections; every subscriber gets the item exactly once.
 * Uses a database of its own on that server.
 */
import { sql } from 'drizzle-orm';
import { reseed } from '@/demo/seed';
import { deliverDue } from '@/lib/features/alerts/deliver';
import { detect } from '@/lib/features/alerts/detect';
import { mailTransport } from '@/lib/features/alerts/mail/transport';
import { closeAll, getDb, type Db } from '@/lib/core/db/client';
import { startSmtpSink } from '@/test/smtp-sink';
import { freshTestDatabase } from '@/test/test-database';

const url = process.env.TEST_DATABASE_URL;
const suite = url ? describe : describe.skip;
const SUBSCRIBERS = 400;
const SECRET = 'test-secret-test-secret-test-secret';

suite('two senders on one PostgreSQL server (TEST_DATABASE_URL)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let db: Db;

  beforeAll(async () => {
    await freshTestDatabase('alerts_senders');
    process.env.SITE_URL = 'https://sai.example.az';
    // A relay that takes 5 ms a mail, so that both senders are busy at once.
    sink = await startSmtpSink({ parse: false, delayMs: 5 });
    process.env.SMTP_URL = sink.url;
    db = await getDb();
    await reseed(db);
  }, 180_000);

  afterAll(async () => {
    mailTransport().close();
    await closeAll();
    await sink?.close();
    delete process.env.DATABASE_URL;
  });

  it('each mail is claimed by one of them: every subscriber gets the item once', async () => {
    await db.execute(sql`delete from alert_changes`);
    await db.execute(sql`insert into alert_queries (target, language, title, seen_ids, polled_at)
      values ('filter?type=audit', 'en', 'Audit', jsonb_build_array((select max(id) from dercler)), now())`);
    await db.execute(sql`insert into alert_addresses (email, language)
      select 'reader' || g || '@senders.example.az', 'en' from generate_series(1, ${SUBSCRIBERS}::int) g`);
    await db.execute(sql`insert into alert_subscriptions (address_id, query_id, frequency, confirmed_at)
      select id, 1, 'instant', now() from alert_addresses`);
    await db.execute(sql`insert into dercler (title_az, title_en, text_az, text_en, date, type_id)
      select 'Yeni', 'New audit', '<p>M</p>', '<p>T</p>', current_date, id from types where short_title = 'audit'`);
    // Both find it: the item and its mails are queued once.
    const found = await Promise.all([
      detect(db, { remote: false, pollS: 0 }),
      detect(db, { remote: false, pollS: 0 }),
    ]);
    expect(found.reduce((a, b) => a + b, 0)).toBe(1);

    const sender = () =>
      deliverDue(db, mailTransport(), SECRET, { batch: 20, parallel: 4, leaseS: 60 });
    const [a, b] = await Promise.all([sender(), sender()]);
    expect(a + b).toBe(SUBSCRIBERS);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    await sink.waitFor(SUBSCRIBERS);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.total).toBe(SUBSCRIBERS);
    expect(sink.counts.size).toBe(SUBSCRIBERS);
    expect([...sink.counts.values()].every((n) => n === 1)).toBe(true);
  });
});
