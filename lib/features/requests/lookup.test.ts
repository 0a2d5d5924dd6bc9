/**
 * The lookup form's abuse (docs/requests.md, "A new link"): an address oracle (same reply
 * whether or not the reference and the address match, the look-up off the request) and a
 * mail cannon (per-client, per-reference and site-wide ceilings), on a real database and a
 * real SMTP server.
 */
import { deliverDue } from '@/lib/features/alerts/deliver';
import { mailTransport } from '@/lib/features/alerts/mail/transport';
import { closeAll, getDb, type Db } from '@/lib/core/db/client';
import { formRateLimits, muracietNovleri } from '@/lib/core/db/schema';
import { sendQueuedSoon } from '@/lib/features/alerts/confirmations';
import { startSmtpSink } from '@/test/smtp-sink';
import { freshTestDatabase } from '@/test/test-database';
import { lookupRequest, lookupsSettled } from './lookup';
import { requestMail } from './mail';
import { followRequest } from './track';

/** As the routes hand it in (app/api/muraciet/send-soon.ts). */
const sendRequestMailsSoon = () => sendQueuedSoon('request:', requestMail);

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let db: Db;
let client = 0;

beforeAll(async () => {
  await freshTestDatabase('requests_lookup');
  process.env.SITE_URL = 'https://sai.example.az';
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  db = await getDb();
  await db.insert(muracietNovleri).values({ id: 1, nameAz: 'Şikayət', nameEn: 'Complaint' });
  for (const ref of ['M-20261206-KKKKK2', 'M-20261206-LLLLL3', 'M-20261206-MMMMM4'])
    await followRequest(db, {
      reference: ref,
      email: 'Owner@Example.az',
      language: 'en',
      typeId: 1,
      institutionId: null,
    });
  await deliverDue(db, mailTransport(), 'x', { keyPrefix: 'request:', requestMail });
});
beforeEach(async () => {
  await db.delete(formRateLimits);
  client += 1;
});
afterAll(async () => {
  await linkMails(0);
  mailTransport().close();
  await closeAll();
  await sink.close();
});

/** Posts the lookup as the page's script does, from one client; answers status and body. */
async function lookup(reference: string, email: string, from = `192.0.2.${client}`) {
  const reply = await lookupRequest(
    new Request('https://sai.example.az/api/muraciet/link', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': from,
      },
      body: JSON.stringify({ reference, email, lang: 'en' }),
    }),
    sendRequestMailsSoon,
  );
  return { status: reply.status, body: await reply.json() };
}

/** The link mails sent since `before` (the lookups and their mails run off the request). */
async function linkMails(before: number) {
  await lookupsSettled();
  await Promise.all([...(globalThis.__alertsSoon?.runs.values() ?? [])].map((r) => r.running));
  await deliverDue(db, mailTransport(), 'x', { keyPrefix: 'request:', requestMail });
  return sink.arrived.slice(before).filter((m) => m.mail.subject?.startsWith('A new link'));
}

it('answers the same words whether or not the reference and the address match; mails only the owner', async () => {
  const before = sink.arrived.length;
  const match = await lookup('m-20261206-kkkkk2 ', ' owner@example.az');
  const wrongAddress = await lookup('M-20261206-KKKKK2', 'stranger@example.az');
  const noRequest = await lookup('M-20261206-ZZZZZ9', 'owner@example.az');
  expect(match).toEqual({
    status: 200,
    body: { status: true, message: expect.stringMatching(/^If the reference/) },
  });
  expect(wrongAddress).toEqual(match);
  expect(noRequest).toEqual(match);
  const mails = await linkMails(before);
  expect(mails.map((m) => m.to.toLowerCase())).toEqual(['owner@example.az']);
  expect(mails[0]!.mail.text).toMatch(/\/en\/muraciet\/M-20261206-KKKKK2\?t=\d{10}\./);
});

it('mails one reference at most REQUESTS_LOOKUP_PER_REFERENCE times a day, with the same reply', async () => {
  process.env.REQUESTS_LOOKUP_PER_REFERENCE = '2';
  const before = sink.arrived.length;
  const replies = [];
  // From several clients, so that the client's own limit is not what stops it.
  for (let i = 0; i < 4; i++)
    replies.push(await lookup('M-20261206-LLLLL3', 'owner@example.az', `198.51.100.${i}`));
  expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
  expect(await linkMails(before)).toHaveLength(2);
});

it('stops at the site-wide hourly ceiling of lookup mails', async () => {
  process.env.REQUESTS_LOOKUP_PER_REFERENCE = '100';
  process.env.REQUESTS_LOOKUPS_PER_HOUR = '3';
  const before = sink.arrived.length;
  for (let i = 0; i < 6; i++)
    await lookup('M-20261206-MMMMM4', 'owner@example.az', `203.0.113.${i}`);
  expect(await linkMails(before)).toHaveLength(3);
});

it('refuses a client past the form rate limit with 429, match or not', async () => {
  process.env.FORM_RATE_LIMIT = '3';
  try {
    for (let i = 0; i < 3; i++)
      expect((await lookup('M-20261206-ZZZZZ9', 'a@example.az')).status).toBe(200);
    expect((await lookup('M-20261206-KKKKK2', 'owner@example.az')).status).toBe(429);
  } finally {
    delete process.env.FORM_RATE_LIMIT;
  }
});

it('refuses bad input with 400 and a post from another site with 403, before any look-up', async () => {
  expect((await lookup('not-a-reference', 'owner@example.az')).status).toBe(400);
  expect((await lookup('M-20261206-KKKKK2', 'not an address')).status).toBe(400);
  const crossSite = await lookupRequest(
    new Request('https://sai.example.az/api/muraciet/link', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        origin: 'https://evil.example',
      },
      body: JSON.stringify({ reference: 'M-20261206-KKKKK2', email: 'owner@example.az' }),
    }),
    sendRequestMailsSoon,
  );
  expect(crossSite.status).toBe(403);
});
