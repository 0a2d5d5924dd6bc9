/**
 * Slice 1 of the alerts: the subscription store (double opt-in, single-use
 * confirmation, unsubscribe deleting the address) and real mail through
 * nodemailer to a real SMTP server in this process, parsed with mailparser.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { closeAll, getDb, type Db } from '@/lib/core/db/client';
import { startSmtpSink } from '@/test/smtp-sink';
import { normalizeAddress } from '@/lib/core/contract/address';
import { oneLine } from '@/lib/core/mail/compose';
import { alertMail, confirmationMail } from './mail/compose';
import { mailTransport } from './mail/transport';
import {
  addressSubscriptions,
  confirm,
  issueConfirmToken,
  MAX_SUBSCRIPTIONS,
  purgeUnconfirmed,
  subscribe,
  unsubscribe,
  type SubscribeInput,
} from './subscriptions';
import { eraseByEmail, exportAddress } from './privacy';
import { signId, verifyId } from './tokens';
import { freshDataDir } from '@/test/fresh-data-dir';

const DIR = '.test-data/alerts-mail';
/** The mail's header lines unfolded (RFC 5322 folds long ones). */
const unfold = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  freshDataDir(DIR);
  process.env.DATA_DIR = DIR;
  process.env.SITE_URL = 'https://sai.example.az';
  sink = await startSmtpSink();
});
afterAll(async () => {
  mailTransport().close();
  await closeAll();
  await sink.close();
});

const sub = (email: string, target = 'filter?type=audit') => ({
  email,
  language: 'en' as const,
  target,
  title: 'Audit | Archive filter',
  frequency: 'instant' as const,
});

/** Subscribes and makes the token its confirmation mail would carry (null: no mail). */
async function pending(db: Db, input: SubscribeInput): Promise<string | null> {
  const id = await subscribe(db, input);
  return id === null ? null : ((await issueConfirmToken(db, id))?.token ?? null);
}

describe('subscriptions', () => {
  it('confirm a token once, within its time; a second use and a forgery are told apart', async () => {
    const db = await getDb();
    const token = await pending(db, sub('a@example.az'));
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await confirm(db, 'x'.repeat(43))).toEqual({ status: 'invalid' });
    const first = await confirm(db, token!);
    expect(first.status).toBe('confirmed');
    expect(await confirm(db, token!)).toEqual({ status: 'used' });
    // Subscribing again to a confirmed view mails nothing (and the page answers the same).
    expect(await pending(db, sub('a@example.az'))).toBeNull();
  });

  it('an expired link no longer confirms', async () => {
    const db = await getDb();
    const token = await pending(db, sub('late@example.az'));
    await db.execute(
      `update alert_subscriptions set confirm_expires_at = now() - interval '1 second' where confirmed_at is null` as never,
    );
    expect(await confirm(db, token!)).toEqual({ status: 'invalid' });
  });

  it('holds at most 50 subscriptions per address', async () => {
    const db = await getDb();
    for (let i = 0; i < MAX_SUBSCRIPTIONS; i++)
      expect(await subscribe(db, sub('many@example.az', `filter?search=t${i}`))).not.toBeNull();
    expect(await subscribe(db, sub('many@example.az', 'filter?search=one-more'))).toBeNull();
  });

  it('unsubscribing from the last subscription deletes the address', async () => {
    const db = await getDb();
    const token = await pending(db, sub('b@example.az'));
    const done = await confirm(db, token!);
    if (done.status !== 'confirmed') throw new Error('not confirmed');
    const { rows } = (await db.execute(
      `select id from alert_addresses where email = 'b@example.az'` as never,
    )) as unknown as { rows: Array<{ id: number }> };
    const addressId = rows[0]!.id;
    expect((await addressSubscriptions(db, addressId))?.subscriptions).toHaveLength(1);
    expect(await unsubscribe(db, done.subscriptionId)).toBe('Audit | Archive filter');
    expect(await addressSubscriptions(db, addressId)).toBeNull();
    expect(await unsubscribe(db, done.subscriptionId)).toBeNull();
  });
});

describe('views nobody follows', () => {
  it('go with the purge of their unconfirmed subscriptions, with their queued mails', async () => {
    const db = await getDb();
    const count = async (table: string) =>
      Number(
        (
          (await db.execute(`select count(*) as n from ${table}` as never)) as unknown as {
            rows: Array<{ n: number | string }>;
          }
        ).rows[0]!.n,
      );
    for (let i = 0; i < 40; i++)
      await subscribe(db, sub(`stranger${i}@example.az`, `search?query=w${i}`));
    expect(await count(`alert_queries where target like 'search?query=w%'`)).toBe(40);
    await db.execute(
      `update alert_subscriptions set created_at = now() - interval '25 hours'
       where address_id in (select id from alert_addresses where email like 'stranger%')` as never,
    );
    await purgeUnconfirmed(db);
    expect(await count(`alert_queries where target like 'search?query=w%'`)).toBe(0);
    expect(
      await count(`alert_deliveries d join alert_addresses a on a.id = d.address_id
      where a.email like 'stranger%'`),
    ).toBe(0);
  });
});

describe('privacy', () => {
  it("exports one address's data and erases it with everything about it", async () => {
    const db = await getDb();
    await confirm(db, (await pending(db, sub('priv@example.az', 'xeber')))!);
    await subscribe(db, sub('priv@example.az', 'filter?type=rey'));
    const data = await exportAddress(db, ' PRIV@example.az ');
    expect(data).toMatchObject({ email: 'priv@example.az', language: 'en' });
    expect(data?.subscriptions.map((s) => [s.query, Boolean(s.confirmedAt)])).toEqual([
      ['xeber', true],
      ['filter?type=rey', false],
    ]);
    expect(await eraseByEmail(db, 'priv@example.az')).toBe(true);
    expect(await exportAddress(db, 'priv@example.az')).toBeNull();
    expect(await eraseByEmail(db, 'priv@example.az')).toBe(false);
  });
});

describe('tokens and addresses', () => {
  it('signed links name their id and cannot be forged or moved to another id', () => {
    const t = signId('secret', 'unsubscribe', 42);
    expect(verifyId('secret', 'unsubscribe', t)).toBe(42);
    expect(verifyId('other', 'unsubscribe', t)).toBeNull();
    expect(verifyId('secret', 'manage', t)).toBeNull();
    expect(verifyId('secret', 'unsubscribe', t.replace(/^42/, '43'))).toBeNull();
    expect(verifyId('secret', 'unsubscribe', '42')).toBeNull();
  });

  it('accept plain addresses only', () => {
    expect(normalizeAddress('  Ali@Example.AZ ')).toBe('ali@example.az');
    expect(normalizeAddress('a@b.az\r\nBcc: x@y.az')).toBeNull();
    expect(normalizeAddress('a\u0000@b.az')).toBeNull();
    expect(normalizeAddress('not an address')).toBeNull();
    expect(normalizeAddress(`${'a'.repeat(250)}@b.az`)).toBeNull();
    expect(normalizeAddress(['a@b.az'])).toBeNull();
  });
});

describe('mail over SMTP', () => {
  it('a confirmation mail arrives multipart, with a Message-ID and the link', async () => {
    process.env.SMTP_URL = sink.url;
    const before = sink.total;
    await mailTransport().send(
      confirmationMail({
        lang: 'az',
        to: 'c@example.az',
        site: 'sai.example.az',
        view: 'Xəbərlər',
        confirmUrl: 'https://sai.example.az/bildirisler/tesdiq?t=abc',
        id: 'x1',
        origin: 'https://sai.example.az',
      }),
    );
    await sink.waitFor(before + 1);
    const { mail, to } = sink.arrived.at(-1)!;
    expect(to).toBe('c@example.az');
    expect(mail.messageId).toBe('<confirm.x1@sai.example.az>');
    expect(mail.subject).toContain('Xəbərlər');
    expect(mail.text).toContain('https://sai.example.az/bildirisler/tesdiq?t=abc');
    expect(mail.html).toContain('lang="az"');
    const head = unfold(sink.arrived.at(-1)!.raw);
    expect(head).toMatch(/^List-Id: .*<alerts\.sai\.example\.az>/im);
    // Nothing to unsubscribe from yet.
    expect(head).not.toMatch(/^List-Unsubscribe/im);
  });

  it('with DKIM settings every mail is signed for the domain and selector', async () => {
    process.env.SMTP_URL = sink.url;
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    Object.assign(process.env, {
      DKIM_DOMAIN: 'sai.example.az',
      DKIM_SELECTOR: 'alerts2026',
      // as an operator puts a PEM in one environment line
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    try {
      const before = sink.total;
      await mailTransport().send(
        confirmationMail({
          lang: 'en',
          to: 'dkim@example.az',
          site: 'sai.example.az',
          view: 'News',
          confirmUrl: 'https://sai.example.az/en/bildirisler/tesdiq?t=abc',
          id: 'dkim1',
          origin: 'https://sai.example.az',
        }),
      );
      await sink.waitFor(before + 1);
      const head = unfold(sink.arrived.at(-1)!.raw);
      const signature = /^DKIM-Signature: (.*)$/im.exec(head)?.[1] ?? '';
      expect(signature).toMatch(/\bd=sai\.example\.az;/);
      expect(signature).toMatch(/\bs=alerts2026;/);
      expect(signature).toMatch(/\bh=[^;]*\bFrom\b/i);
      expect(signature).toMatch(/\bb=[A-Za-z0-9+/= ]{100,}/);
    } finally {
      delete process.env.DKIM_DOMAIN;
      delete process.env.DKIM_SELECTOR;
      delete process.env.DKIM_PRIVATE_KEY;
    }
  });

  it('an alert carries one-click unsubscribe (RFC 8058) and cannot have headers injected', async () => {
    process.env.SMTP_URL = sink.url;
    const before = sink.total;
    const evil = 'Report\r\nBcc: victim@example.org\r\nX-Evil: 1';
    await mailTransport().send(
      alertMail({
        lang: 'en',
        to: 'd@example.az',
        entries: [
          {
            title: evil,
            url: 'https://sai.example.az/en/audit/5',
            date: '2026-11-20',
            summary: 'S <b>',
            view: 'Audit',
          },
        ],
        links: {
          site: 'sai.example.az',
          origin: 'https://sai.example.az',
          unsubscribe: 'https://sai.example.az/en/bildirisler/imtina?t=1.x',
          oneClick: 'https://sai.example.az/api/alerts/unsubscribe?t=1.x&lang=en',
          manage: 'https://sai.example.az/en/bildirisler/idare?t=2.y',
        },
        id: 77,
        digest: false,
      }),
    );
    await sink.waitFor(before + 1);
    const { mail } = sink.arrived.at(-1)!;
    const raw = unfold(sink.arrived.at(-1)!.raw);
    expect(sink.arrived.filter((a) => a.to === 'victim@example.org')).toHaveLength(0);
    expect(mail.headers.get('x-evil')).toBeUndefined();
    expect(mail.subject).toBe(`New: ${oneLine(evil)}`);
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/sai\.example\.az\/api\/alerts\/unsubscribe\?t=1\.x&lang=en>/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/^List-Id: .*<alerts\.sai\.example\.az>/im);
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(raw).toMatch(/^Message-ID: <alert\.77@sai\.example\.az>/im);
    expect(raw).toContain('multipart/alternative');
    expect(mail.text).toContain('https://sai.example.az/en/bildirisler/idare?t=2.y');
    expect(mail.html).toContain('S &lt;b&gt;');
  });

  it('with no SMTP_URL, mails are written to the outbox as .eml files', async () => {
    delete process.env.SMTP_URL;
    await mailTransport().send(
      confirmationMail({
        lang: 'en',
        to: 'e@example.az',
        site: 's',
        view: 'News',
        confirmUrl: 'https://sai.example.az/x',
        id: 'o1',
        origin: 'https://sai.example.az',
      }),
    );
    const files = fs.readdirSync(path.join(DIR, 'outbox')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(DIR, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: e@example\.az/m);
    expect(eml).toContain('Message-ID: <confirm.o1@sai.example.az>');
  });
});
