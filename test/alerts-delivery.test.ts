/**
 * Slice 2 of the alerts: new items found in the local source when they are
 * stored (the content tables' triggers), one due mail per address and item
 * in the queue, sent exactly once over real SMTP; digests once per period.
 */
import { sql } from 'drizzle-orm';
import { reseed } from '@/demo/seed';
import { closeAll, getDb, type Db } from '@/lib/core/db/client';
import { startSmtpSink } from '@/test/smtp-sink';
import { deliverDue } from '@/lib/features/alerts/deliver';
import { detect, newItems, primeView } from '@/lib/features/alerts/detect';
import { ID_GROUP } from '@/lib/features/alerts/watch/items';
import { queueDigests } from '@/lib/features/alerts/digest';
import { mailTransport } from '@/lib/features/alerts/mail/transport';
import {
  confirm,
  issueConfirmToken,
  subscribe,
  type Frequency,
} from '@/lib/features/alerts/subscriptions';
import { freshDataDir } from '@/test/fresh-data-dir';

const DIR = '.test-data/alerts-delivery';
const SECRET = 'test-secret-test-secret-test-secret';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let db: Db;

async function follow(email: string, target: string, frequency: Frequency = 'instant') {
  const id = await subscribe(db, { email, language: 'en', target, title: target, frequency });
  const done = await confirm(db, (await issueConfirmToken(db, id!))!.token);
  if (done.status !== 'confirmed') throw new Error('not confirmed');
  await primeView(db, done.queryId);
  return done;
}

async function storeRecord(type: string, title: string, date = '2026-11-24'): Promise<number> {
  const { rows } = (await db.execute(sql`
    insert into dercler (title_az, title_en, text_az, text_en, date, type_id)
    select ${title}, ${title}, '<p>Body</p>', '<p>Body text</p>', ${date}, id from types where short_title = ${type}
    returning id`)) as unknown as { rows: Array<{ id: number }> };
  return rows[0]!.id;
}

const round = async () => {
  const found = await detect(db, { remote: false, pollS: 86_400 });
  const sent = await deliverDue(db, mailTransport(), SECRET);
  return { found, sent };
};

beforeAll(async () => {
  freshDataDir(DIR);
  process.env.DATA_DIR = DIR;
  process.env.SITE_URL = 'https://sai.example.az';
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  db = await getDb();
  await reseed(db);
  await db.execute(sql`delete from alert_changes`);
}, 180_000);
afterAll(async () => {
  mailTransport().close();
  await closeAll();
  await sink.close();
});

describe('new items and the delivery queue', () => {
  it('one stored matching record mails each follower once; a non-matching one mails nobody', async () => {
    await follow('one@example.az', 'filter?type=audit');
    await follow('two@example.az', 'filter?type=audit');
    await follow('news@example.az', 'xeber');
    expect(await round()).toEqual({ found: 0, sent: 0 });

    const id = await storeRecord('audit', 'Audit of the road fund');
    await storeRecord('rey', 'Opinion on the budget');
    expect(await round()).toEqual({ found: 1, sent: 2 });
    await sink.waitFor(2);
    const got = sink.arrived.map((a) => a.to).sort();
    expect(got).toEqual(['one@example.az', 'two@example.az']);
    for (const { mail } of sink.arrived) {
      expect(mail.subject).toBe('New: Audit of the road fund');
      expect(mail.text).toContain(`https://sai.example.az/en/audit/${id}`);
    }
    // Nothing more, however often the worker looks again.
    expect(await round()).toEqual({ found: 0, sent: 0 });
    expect(sink.total).toBe(2);
  });

  it('a mail claimed by a sender that died is sent by the next once its lease ran out', async () => {
    await storeRecord('audit', 'Second audit');
    expect((await detect(db, { remote: false, pollS: 86_400 })) >= 1).toBe(true);
    // A sender claimed both mails and was killed before sending.
    await db.execute(
      sql`update alert_deliveries set status = 'sending', lease_until = now() + interval '1 hour' where status = 'due'`,
    );
    expect(await deliverDue(db, mailTransport(), SECRET)).toBe(0);
    await db.execute(
      sql`update alert_deliveries set lease_until = now() - interval '1 second' where status = 'sending'`,
    );
    expect(await deliverDue(db, mailTransport(), SECRET)).toBe(2);
    await sink.waitFor(4);
    expect(sink.arrived.filter((a) => a.mail.subject === 'New: Second audit')).toHaveLength(2);
  });

  it('a stopping sender sends no new mail: the one in flight is recorded, the rest of its batch given back', async () => {
    await storeRecord('audit', 'Third audit');
    expect(await detect(db, { remote: false, pollS: 86_400 })).toBe(1);
    const transport = mailTransport();
    let sent = 0;
    const counting = {
      ...transport,
      send: async (m: Parameters<typeof transport.send>[0]) => {
        await transport.send(m);
        sent += 1;
      },
    };
    // SIGTERM arrives while the first of the two mails is being sent.
    const settled = await deliverDue(db, counting, SECRET, {
      parallel: 1,
      stopping: () => sent >= 1,
    });
    expect(settled).toBe(1);
    const { rows } = (await db.execute(
      sql`select status, lease_until, attempts from alert_deliveries where key like '%/audit/%' order by id desc limit 2`,
    )) as unknown as {
      rows: Array<{ status: string; lease_until: Date | null; attempts: number }>;
    };
    expect(rows.map((r) => r.status).sort()).toEqual(['due', 'sent']);
    const released = rows.find((r) => r.status === 'due')!;
    // Given back at once (no lease to wait for), its attempt not counted.
    expect(released.lease_until).toBeNull();
    expect(released.attempts).toBe(0);
    // The next sender (another instance, or this one restarted) sends it.
    expect(await deliverDue(db, transport, SECRET)).toBe(1);
    await sink.waitFor(6);
    expect(sink.arrived.filter((a) => a.mail.subject === 'New: Third audit')).toHaveLength(2);
  });

  it('a daily digest goes once per address after the Baku hour, with every new item', async () => {
    await follow('daily@example.az', 'filter?type=rey', 'daily');
    await storeRecord('rey', 'Opinion A');
    await storeRecord('rey', 'Opinion B');
    await detect(db, { remote: false, pollS: 86_400 });
    // 07:59 in Baku is before the 08:00 digest hour; 08:05 is after.
    expect(await queueDigests(db, new Date('2026-11-25T03:59:00Z'), 8)).toBe(0);
    expect(await queueDigests(db, new Date('2026-11-25T04:05:00Z'), 8)).toBe(1);
    expect(await queueDigests(db, new Date('2026-11-25T09:00:00Z'), 8)).toBe(0);
    const before = sink.total;
    expect(await deliverDue(db, mailTransport(), SECRET)).toBe(1);
    await sink.waitFor(before + 1);
    const digest = sink.arrived.at(-1)!;
    expect(digest.to).toBe('daily@example.az');
    expect(digest.mail.subject).toBe('2 new items on sai.example.az');
    expect(digest.mail.text).toContain('Opinion A');
    expect(digest.mail.text).toContain('Opinion B');
  });

  it('a weekly digest goes on Monday: one mail per address with the new items of all its subscriptions, each once', async () => {
    await follow('weekly@example.az', 'filter?type=rey', 'weekly');
    await follow('weekly@example.az', 'xeber', 'weekly');
    // The same record is new in two followed views: listed once.
    await follow('weekly@example.az', 'search?query=quarterly', 'weekly');
    await storeRecord('rey', 'Quarterly opinion');
    await db.execute(sql`
      insert into xeberler (title_az, title_en, text_az, text_en, date)
      values ('Həftə', 'Weekly news', '<p>Mətn</p>', '<p>Text</p>', '2026-11-24')`);
    await detect(db, { remote: false, pollS: 86_400 });
    await deliverDue(db, mailTransport(), SECRET); // the instant followers' mails
    const before = sink.total;
    // Tuesday 2026-11-24 after the hour: no weekly digest; Monday 2026-11-30: one.
    const weekly = async (iso: string) => {
      await queueDigests(db, new Date(iso), 8);
      const { rows } = (await db.execute(
        sql`select count(*)::int as n from alert_deliveries where key like 'weekly:%'`,
      )) as unknown as { rows: Array<{ n: number }> };
      return rows[0]!.n;
    };
    expect(await weekly('2026-11-24T05:00:00Z')).toBe(0);
    expect(await weekly('2026-11-30T05:00:00Z')).toBe(1);
    await deliverDue(db, mailTransport(), SECRET);
    // and the daily follower's digest of the Tuesday (the opinion matches its view too)
    await sink.waitFor(before + 2);
    const mails = sink.arrived.slice(before).filter((a) => a.to === 'weekly@example.az');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mail.subject).toBe('2 new items on sai.example.az');
    expect(mails[0]!.mail.text!.split('Quarterly opinion')).toHaveLength(2);
    expect(mails[0]!.mail.text).toContain('Weekly news');
  });

  it('a site search and the tracker are followed like lists: each new match is mailed once', async () => {
    await follow('search@example.az', 'search?query=reservoir');
    await follow('tracker@example.az', 'tracker');
    await follow('tracker-year@example.az', 'tracker?il=1999');
    const before = sink.total;
    const { rows } = (await db.execute(sql`
      insert into xeberler (title_az, title_en, text_az, text_en, date)
      values ('Su anbarı', 'Reservoir safety inspection', '<p>Mətn</p>', '<p>Text</p>', '2026-11-24'),
             ('Büdcə', 'Budget news', '<p>Mətn</p>', '<p>Text</p>', '2026-11-24')
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    const record = await storeRecord('audit', 'Audit of the reservoir programme');
    await db.execute(sql`
      insert into tovsiyyeler (il, qurum_id, nov_id, status_id, movzu_az, movzu_en, metn_az, metn_en, updated_on)
      select 2026, (select min(id) from tovsiyye_qurumlar), (select min(id) from tovsiyye_novler),
        (select min(id) from tovsiyye_statuslar), 'Yeni tövsiyə', 'A new recommendation on roads',
        '<p>Mətn</p>', '<p>Repair the roads.</p>', '2026-11-24'`);
    await round();
    expect(await round()).toEqual({ found: 0, sent: 0 });
    const to = (who: string) => sink.arrived.slice(before).filter((a) => a.to === who);
    // search 2, tracker 1, the audit followers 2 (the record), the news follower 2 (both news items)
    await sink.waitFor(before + 7);
    expect(to('search@example.az')).toHaveLength(2);
    const search = to('search@example.az').map((a) => a.mail.text!);
    expect(search.some((t) => t.includes(`https://sai.example.az/en/xeber/${rows[0]!.id}`))).toBe(
      true,
    );
    expect(search.some((t) => t.includes(`https://sai.example.az/en/audit/${record}`))).toBe(true);
    expect(search.join('')).not.toContain('Budget news');
    const [tracker] = to('tracker@example.az');
    expect(tracker!.mail.subject).toBe('New: A new recommendation on roads');
    const [, id] = /\/en\/qerarlarin-izlenilmesi\/(\d+)#status-\d+\n/.exec(tracker!.mail.text!)!;
    expect(to('tracker@example.az')).toHaveLength(1);
    // A follower of another year hears nothing.
    expect(to('tracker-year@example.az')).toHaveLength(0);

    // Its status changes (an editor's SQL; the trigger keeps the history): one more mail.
    await db.execute(
      sql`update tovsiyyeler set status_id = status_id + 1 where id = ${Number(id)}`,
    );
    await round();
    await sink.waitFor(before + 8);
    expect(await round()).toEqual({ found: 0, sent: 0 });
    const changed = to('tracker@example.az')[1]!;
    expect(changed.mail.subject).toBe('Status changed: A new recommendation on roads');
    expect(changed.mail.text).toMatch(/: Implemented → Partially implemented\n/);
    expect(changed.mail.text).toContain(`/en/qerarlarin-izlenilmesi/${id}#status-`);
    expect(to('tracker@example.az')).toHaveLength(2);
    expect(to('tracker-year@example.az')).toHaveLength(0);
  });
});

describe('new items', () => {
  it('a search judges new per kind: a kind whose ids are low still has new items', () => {
    const item = (id: number) => ({ id, title: '', path: '', date: '', summary: '' });
    const news = (id: number) => 1 * ID_GROUP + id;
    // Seen: records up to 900, news up to 5. New: record 901 and news 6, not record 7.
    const seen = [900, 899, news(5), news(4)];
    const fresh = newItems([item(901), item(7), item(news(6)), item(news(5))], seen);
    expect(fresh.map((i) => i.id)).toEqual([901, news(6)]);
  });
});
