/**
 * The followed request's loop on a real database (PostgreSQL with TEST_DATABASE_URL, else the
 * embedded one) and a real SMTP server: receipt, state changes by the import and the
 * endpoint, one mail each, overdue, erasure — and the abuse of each (docs/requests.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { deliverDue } from '@/lib/features/alerts/deliver';
import { mailTransport } from '@/lib/features/alerts/mail/transport';
import { todayInBaku } from '@/lib/core/contract/birth-date';
import { closeAll, getDb, type Db } from '@/lib/core/db/client';
import {
  alertDeliveries,
  muracietFayllari,
  muracietler,
  muracietNovleri,
  qurumlar,
  requestStates,
  requestTracks,
} from '@/lib/core/db/schema';
import { sendQueuedSoon } from '@/lib/features/alerts/confirmations';
import { startSmtpSink } from '@/test/smtp-sink';
import { freshTestDatabase } from '@/test/test-database';
import { addWorkingDays, workingDaysBetween } from './deadline';
import { requestFigures } from './figures';
import { applyStatusFile, readStatusFile } from './import';
import { requestsSecret, signStatusToken, verifyStatusToken } from './link';
import { requestMail } from './mail';
import { eraseClosed } from './retention';
import { readStatus } from './status';
import { statusRequest } from './status-endpoint';
import { followRequest } from './track';

/** As the routes hand it in (app/api/muraciet/send-soon.ts). */
const sendRequestMailsSoon = () => sendQueuedSoon('request:', requestMail);

const TOKEN = 'case-system-token-0123456789abcdef0123456789';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let db: Db;

beforeAll(async () => {
  await freshTestDatabase('requests');
  process.env.SITE_URL = 'https://sai.example.az';
  process.env.REQUESTS_STATUS_TOKEN = TOKEN;
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  db = await getDb();
  await db
    .insert(muracietNovleri)
    .values({ id: 5, nameAz: 'Audit təklifi', nameEn: 'Audit proposal' });
  await db.insert(qurumlar).values({ id: 7, nameAz: 'Nazirlik', nameEn: 'The Ministry' });
});
afterAll(async () => {
  await send();
  mailTransport().close();
  await closeAll();
  await sink.close();
});

let seen = 0;
/**
 * Sends what the queue still holds for requests (after the endpoint's own sending off the
 * request); answers the mails that arrived since the last call.
 */
async function send() {
  await Promise.all([...(globalThis.__alertsSoon?.runs.values() ?? [])].map((r) => r.running));
  await deliverDue(db, mailTransport(), 'alerts-secret', { keyPrefix: 'request:', requestMail });
  const arrived = sink.arrived.slice(seen);
  seen = sink.arrived.length;
  return arrived;
}

const follow = (reference: string, email = 'citizen@example.az', language: 'az' | 'en' = 'en') =>
  followRequest(db, { reference, email, language, typeId: 5, institutionId: 7 });

const post = (body: unknown, authorization?: string) =>
  statusRequest(
    new Request('https://sai.example.az/api/muraciet/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    }),
    sendRequestMailsSoon,
  );

const statesOf = async (reference: string) =>
  (await readStatus(db, reference, todayInBaku()))!.history.map((h) => h.state);

describe('the deadline', () => {
  it('counts 15 working days from the next day, past weekends and the configured holidays', () => {
    const none = new Set<string>();
    // Friday 4 Dec 2026: three weeks of working days.
    expect(addWorkingDays('2026-12-04', 15, none)).toBe('2026-12-25');
    // Novruz (20-26 March 2026) moves it by five working days.
    const novruz = new Set(['2026-03-20', '2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26']);
    expect(addWorkingDays('2026-03-18', 15, none)).toBe('2026-04-08');
    expect(addWorkingDays('2026-03-18', 15, novruz)).toBe('2026-04-15');
    expect(workingDaysBetween('2026-03-18', '2026-04-15', novruz)).toBe(15);
  });
});

describe('receipt, states, mails, overdue, erasure', () => {
  it('mails the receipt in the writer’s language: reference, type, institution, dates and a link', async () => {
    await follow('M-20261206-AAAAA2');
    const [mail] = await send();
    expect(mail!.to).toBe('citizen@example.az');
    expect(mail!.mail.subject).toBe('Your request M-20261206-AAAAA2 was received');
    const text = mail!.mail.text!;
    expect(text).toContain('Type: Audit proposal');
    expect(text).toContain('Institution: The Ministry');
    expect(text).toMatch(/due by \d\d-\d\d-\d{4}/);
    const link = /https:\/\/sai\.example\.az\/en\/muraciet\/M-20261206-AAAAA2\?t=(\S+)/.exec(text);
    expect(link).not.toBeNull();
    expect(
      verifyStatusToken(requestsSecret(), 'M-20261206-AAAAA2', decodeURIComponent(link![1]!)),
    ).toBe(true);
    // Queued once: following the same reference again mails nothing more.
    await follow('M-20261206-AAAAA2');
    expect(await send()).toHaveLength(0);
  });

  it('one mail per new state, by the import and the endpoint; a known state is not mailed again', async () => {
    const ref = 'M-20261206-BBBBB3';
    await follow(ref, 'b@example.az', 'az');
    await send();
    const today = todayInBaku();
    const file = `reference,state,date,note\n${ref},review,${today},\n`;
    const read = readStatusFile(file);
    expect(read.errors).toEqual([]);
    expect((await applyStatusFile(db, read.rows, false)).counts.added).toBe(1);
    // The same file again changes nothing and mails nothing.
    expect((await applyStatusFile(db, readStatusFile(file).rows, false)).counts.unchanged).toBe(1);
    const byImport = await send();
    expect(byImport).toHaveLength(1);
    expect(byImport[0]!.mail.subject).toBe(`${ref} nömrəli müraciətiniz: baxılır`);
    const body = {
      reference: ref,
      state: 'answered',
      date: today,
      note: 'Cavab poçtla göndərildi',
    };
    const first = await post(body, `Bearer ${TOKEN}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: true, result: 'added' });
    expect(await (await post(body, `Bearer ${TOKEN}`)).json()).toMatchObject({
      result: 'unchanged',
    });
    const byEndpoint = await send();
    expect(byEndpoint.map((m) => m.mail.subject)).toEqual([
      `${ref} nömrəli müraciətiniz: cavablandırılıb`,
    ]);
    expect(await statesOf(ref)).toEqual(['received', 'review', 'answered']);
  });

  it('shows overdue when the deadline passed without an answer, and not once answered', async () => {
    const ref = 'M-20261206-CCCCC4';
    await follow(ref);
    const status = (await readStatus(db, ref, todayInBaku()))!;
    expect(status.overdue).toBe(false);
    const after = addWorkingDays(status.deadline, 1, new Set());
    expect((await readStatus(db, ref, after))!.overdue).toBe(true);
    expect((await readStatus(db, ref, status.deadline))!.overdue).toBe(false);
    await post({ reference: ref, state: 'answered', date: todayInBaku() }, `Bearer ${TOKEN}`);
    expect((await readStatus(db, ref, after))!.overdue).toBe(false);
  });

  it('erases the personal data of a request closed for the retention time, and only of it', async () => {
    const ref = 'M-20261206-DDDDD5';
    const open = 'M-20261206-EEEEE6';
    await follow(ref);
    await follow(open);
    const file = path.join(process.env.DATA_DIR!, 'uploads', 'proposal.png');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'picture');
    const [stored] = await db
      .insert(muracietler)
      .values({
        reference: ref,
        language: 'en',
        ad: 'Ali',
        soyad: 'Aliyev',
        ataAd: 'Vali',
        olke: 'AZ',
        seher: 'Baku',
        unvan: 'Street 1',
        tevellud: '1990-01-01',
        nomre: '+994501234567',
        ePoct: 'citizen@example.az',
        muracietNovuId: 5,
        muracietMetni: 'x'.repeat(100),
      })
      .returning({ id: muracietler.id });
    await db.insert(muracietFayllari).values({
      id: crypto.randomUUID(),
      muracietId: stored!.id,
      originalName: 'p.png',
      mimeType: 'image/png',
      size: 7,
      storedPath: 'uploads/proposal.png',
    });
    await post({ reference: ref, state: 'closed', date: todayInBaku() }, `Bearer ${TOKEN}`);
    await send();
    process.env.REQUESTS_RETENTION_DAYS = '30';
    expect(await eraseClosed(db)).toEqual([]);
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await eraseClosed(db, later)).toEqual([ref]);
    const [track] = await db.select().from(requestTracks).where(eq(requestTracks.reference, ref));
    expect(track!.email).toBeNull();
    expect(await db.select().from(muracietler).where(eq(muracietler.reference, ref))).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    expect((await readStatus(db, ref, todayInBaku()))!.erasedAt).not.toBeNull();
    const [kept] = await db.select().from(requestTracks).where(eq(requestTracks.reference, open));
    expect(kept!.email).toBe('citizen@example.az');
    // Nothing more is mailed to an erased request, even a state queued before.
    await db
      .insert(alertDeliveries)
      .values({ requestId: track!.id, key: 'request:link:late', itemIds: [], subscriptionIds: [] });
    expect(await send()).toHaveLength(0);
    expect(await eraseClosed(db, later)).toEqual([]);
  });
});

describe('abuse', () => {
  it('a forged, expired or other request’s token is refused alike; a reference alone opens nothing', () => {
    const secret = requestsSecret();
    const ref = 'M-20261206-FFFFF7';
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(verifyStatusToken(secret, ref, signStatusToken(secret, ref, future))).toBe(true);
    expect(verifyStatusToken(secret, ref, undefined)).toBe(false);
    expect(verifyStatusToken(secret, ref, '')).toBe(false);
    expect(verifyStatusToken(secret, ref, signStatusToken('another-key', ref, future))).toBe(false);
    expect(
      verifyStatusToken(secret, ref, signStatusToken(secret, 'M-20261206-GGGGG8', future)),
    ).toBe(false);
    expect(verifyStatusToken(secret, ref, signStatusToken(secret, ref, future - 7200))).toBe(false);
    // A later expiry on a real signature is a forgery.
    const [, mac] = signStatusToken(secret, ref, future).split('.');
    expect(verifyStatusToken(secret, ref, `${future + 86_400}.${mac}`)).toBe(false);
  });

  it('the endpoint without, with a wrong, or with no configured token: 401 and nothing changed', async () => {
    const ref = 'M-20261206-HHHHH9';
    await follow(ref);
    await send();
    const body = { reference: ref, state: 'review', date: todayInBaku() };
    for (const auth of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const reply = await post(body, auth);
      expect(reply.status).toBe(401);
      expect(await reply.json()).toEqual({ status: false, message: 'Not authorized' });
    }
    delete process.env.REQUESTS_STATUS_TOKEN;
    try {
      expect((await post(body, 'Bearer ')).status).toBe(401);
    } finally {
      process.env.REQUESTS_STATUS_TOKEN = TOKEN;
    }
    expect(await statesOf(ref)).toEqual(['received']);
    expect(await send()).toHaveLength(0);
    // With the token: bad input is 400 with the problem, an unknown reference 404.
    const bad = await post({ ...body, state: 'won' }, `Bearer ${TOKEN}`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^state: must be one of/);
    expect(
      (await post({ ...body, reference: 'M-20990101-ZZZZZZ' }, `Bearer ${TOKEN}`)).status,
    ).toBe(404);
  });

  it('the import refuses formulas, unknown references and states with their lines, and writes nothing', async () => {
    const ref = 'M-20261206-JJJJJ2';
    await follow(ref);
    await send();
    const today = todayInBaku();
    const formulas = readStatusFile(
      `reference,state,date,note,forwarded_to\n${ref},review,${today},"=HYPERLINK(""http://x"")",\n` +
        `${ref},forwarded,${today},,@SUM(A1)\n${ref},won,${today},,\n${ref},review,2999-01-01,,\n`,
    );
    expect(formulas.errors).toEqual([
      'line 2: note: starts like a spreadsheet formula (= + - @)',
      'line 3: forwarded_to: starts like a spreadsheet formula (= + - @)',
      expect.stringMatching(/^line 4: state: must be one of/),
      'line 5: date: is in the future',
    ]);
    const unknown = readStatusFile(
      `reference,state,date\n${ref},review,${today}\nM-20990101-ZZZZZZ,review,${today}\n`,
    );
    expect(unknown.errors).toEqual([]);
    const applied = await applyStatusFile(db, unknown.rows, false);
    expect(applied.errors).toEqual(['line 3: reference: no request M-20990101-ZZZZZZ']);
    // One transaction: the good first line was not written either.
    expect(await statesOf(ref)).toEqual(['received']);
    const dry = await applyStatusFile(db, unknown.rows.slice(0, 1), true);
    expect(dry.counts.added).toBe(1);
    expect(await statesOf(ref)).toEqual(['received']);
    expect(await send()).toHaveLength(0);
    expect(readStatusFile('ref,state\nx,y\n').errors).toEqual([
      'line 1: the columns must be reference, state, date, note, forwarded_to (the last two optional)',
    ]);
    expect(
      await db.select().from(requestStates).where(eq(requestStates.state, 'forwarded')),
    ).toEqual([]);
  });
});

describe('requests in figures', () => {
  it('counts per month, institution and type; 1 to 4 as <5; a median only from 5 answers', async () => {
    await db.execute(sql`delete from request_tracks`);
    const none = new Set<string>();
    for (let i = 0; i < 6; i++)
      await followRequest(db, {
        reference: `M-20261206-FIG00${i}`,
        email: 'f@example.az',
        language: 'az',
        typeId: 5,
        institutionId: 7,
      });
    await followRequest(db, {
      reference: 'M-20261206-FIGONE',
      email: 'f@example.az',
      language: 'az',
      typeId: 5,
      institutionId: null,
    });
    const today = todayInBaku();
    for (let i = 0; i < 5; i++)
      await post(
        { reference: `M-20261206-FIG00${i}`, state: 'answered', date: today },
        `Bearer ${TOKEN}`,
      );
    const rows = await requestFigures(db, today, none);
    const month = today.slice(0, 7);
    expect(rows).toEqual([
      {
        month,
        institutionId: null,
        typeId: 5,
        received: '<5',
        answered: 0,
        answeredInTime: 0,
        overdue: 0,
        medianWorkingDays: null,
      },
      {
        month,
        institutionId: 7,
        typeId: 5,
        received: 6,
        answered: 5,
        answeredInTime: 5,
        overdue: 0,
        medianWorkingDays: 0,
      },
    ]);
    // Past the deadline, the unanswered one is overdue (one: fewer than 5).
    const later = addWorkingDays(today, 30, none);
    const overdue = (await requestFigures(db, later, none)).map((r) => r.overdue);
    expect(overdue).toEqual(['<5', '<5']);
  });
});
