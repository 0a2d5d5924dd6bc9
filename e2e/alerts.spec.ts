import { expect, test } from '@playwright/test';
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { startSmtpSink } from '@/test/smtp-sink';
import { freshDatabase, linkIn, startSite, stopSite, subscribeAndConfirm } from './alerts-helpers';

/**
 * E-mail alerts end to end (issue 23): a site on the production build over a
 * PostgreSQL server (so the test can store records as an editor would), a
 * real SMTP server in this process receiving its mail, Chromium as the reader.
 */
const REVALIDATE_TOKEN = 'alerts-e2e-revalidate-token-0123456789';
const PORT = Number(process.env.E2E_PORT || 3100) + 20;
const SMTP_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (a PostgreSQL server)');

let site: ChildProcess | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let db: Client;
let databaseUrl = '';

test.beforeAll(async () => {
  // Starting a production server (and migrating its database) takes minutes on a loaded machine.
  test.setTimeout(240_000);
  const url = await freshDatabase('audit_e2e_alerts');
  databaseUrl = url;
  sink = await startSmtpSink({ port: SMTP_PORT });
  site = await startSite('server', PORT, {
    DATABASE_URL: url,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Alerts <alerts@sai.example.az>',
    ALERTS_TICK_MS: '300',
    REVALIDATE_TOKEN,
    ALTCHA_COST: '20',
    ALTCHA_MAX_COUNTER: '100',
  });
  db = new Client({ connectionString: url });
  await db.connect();
});

test.afterAll(async () => {
  stopSite(site);
  await db?.end();
  await sink?.close();
});

async function storeAudit(title: string, auditNov: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into dercler (title_az, title_en, text_az, text_en, date, type_id, audit_nov_id)
     select $1, $1, '<p>Mətn</p>', '<p>The findings.</p>', current_date, id, $2 from types where short_title = 'audit'
     returning id`,
    [title, auditNov],
  );
  return rows[0]!.id;
}

const mailsTo = (to: string) => sink.arrived.filter((a) => a.to === to);

test('en: follow a filtered archive view; exactly one alert for the matching record; one-click unsubscribe ends it', async ({
  page,
  request,
}) => {
  const { rows } = await db.query<{ id: number }>('select id from audit_nov order by id limit 2');
  const [followed, other] = rows.map((r) => r.id);
  const reader = 'reader@example.az';

  await page.goto(`${BASE}/en/filter?type=audit&audit_nov=${followed}`);
  const form = page.getByRole('region', { name: 'Get e-mail updates' });
  await form.getByLabel('E-mail address').fill(reader);
  await form.getByLabel('As soon as something is published').check();
  await form.locator('altcha-widget input[type="checkbox"]').focus();
  await expect(form.locator('altcha-widget input[type="checkbox"]')).toBeChecked({
    timeout: 20_000,
  });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(/\/en\/bildirisler\/netice\?r=sent/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Check your e-mail');
  await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveAttribute(
    'href',
    `/en/filter?type=audit&audit_nov=${followed}`,
  );

  // The confirmation mail, and nothing else, reaches the unconfirmed address.
  await sink.waitFor(1);
  const [confirmation] = mailsTo(reader);
  expect(confirmation!.mail.subject).toMatch(/^Confirm your e-mail updates: /);
  await page.goto(linkIn(confirmation!.mail.text!, `${BASE}/en/bildirisler/tesdiq?t=`));
  await page.getByRole('button', { name: 'Confirm the subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your subscription is confirmed. You will receive e-mail updates.',
  );

  // A matching record and one of another audit type are stored.
  const matching = await storeAudit('Audit of the water supply programme', followed!);
  await storeAudit('Audit of something else', other!);
  await sink.waitFor(2);
  await page.waitForTimeout(3000);
  const alerts = mailsTo(reader).slice(1);
  expect(alerts).toHaveLength(1);
  const alert = alerts[0]!;
  expect(alert.mail.subject).toBe('New: Audit of the water supply programme');
  expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  // Its item link opens the record.
  const itemUrl = linkIn(alert.mail.text!, `${BASE}/en/audit/`);
  expect(itemUrl).toBe(`${BASE}/en/audit/${matching}`);
  await page.goto(itemUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Audit of the water supply programme',
  );
  // Its visible unsubscribe link opens a page with the button.
  await page.goto(linkIn(alert.mail.text!, `${BASE}/en/bildirisler/imtina?t=`));
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();

  // The mail client's one-click POST (RFC 8058) ends it at once, without a redirect.
  const head = alert.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const oneClick = /^List-Unsubscribe: <([^>]+)>/m.exec(head)?.[1];
  expect(oneClick).toMatch(new RegExp(`^${BASE}/api/alerts/unsubscribe\\?t=`));
  const done = await request.post(oneClick!, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  });
  expect(done.status()).toBe(200);
  const { rows: left } = await db.query('select 1 from alert_addresses');
  expect(left).toHaveLength(0);

  // A further matching record mails nothing.
  await storeAudit('Audit of the next programme', followed!);
  await page.waitForTimeout(4000);
  expect(mailsTo(reader)).toHaveLength(2);
});

test("az: follow the recommendations tracker and one recommendation; a new one (an editor's SQL) and a status change (the operator's import) are mailed once each, linking to its page", async ({
  page,
}) => {
  const reader = 'izleyici@example.az';
  const watcher = 'tovsiyye-izleyici@example.az';
  const subscribeOn = async (path: string, to: string) => {
    await page.goto(`${BASE}${path}`);
    await subscribeAndConfirm(page, BASE, to, mailsTo);
  };
  await page.goto(`${BASE}/qerarlarin-izlenilmesi`);
  await expect(
    page.getByRole('region', { name: 'Yenilikləri e-poçtla alın' }).locator('input[name="view"]'),
  ).toHaveValue('tracker');
  await subscribeOn('/qerarlarin-izlenilmesi', reader);

  // An editor's SQL: the table's trigger keeps the history, which the alerts follow.
  const { rows: added } = await db.query<{
    id: number;
  }>(`insert into tovsiyyeler (il, qurum_id, nov_id, status_id, movzu_az, metn_az, updated_on)
    select (select max(il) from tovsiyyeler), (select min(id) from tovsiyye_qurumlar), (select min(id) from tovsiyye_novler),
      3, 'Yolların təmiri üzrə tövsiyə', '<p>Yollar təmir edilsin.</p>', current_date returning id`);
  const id = added[0]!.id;
  // As an import does, the operator refreshes the pages' cache of recommendations.
  const refresh = async () => {
    const refreshed = await page.request.post(`${BASE}/api/cache/revalidate`, {
      data: { tags: ['tovsiyyeler'] },
      headers: { authorization: `Bearer ${REVALIDATE_TOKEN}` },
    });
    expect(refreshed.status()).toBe(200);
  };
  await refresh();
  await expect.poll(() => mailsTo(reader).length, { timeout: 30_000 }).toBe(2);
  const alert = mailsTo(reader)[1]!;
  expect(alert.mail.subject).toBe('Yeni: Yolların təmiri üzrə tövsiyə');
  const link = linkIn(alert.mail.text!, `${BASE}/qerarlarin-izlenilmesi/${id}#status-`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yolların təmiri üzrə tövsiyə');

  // Its page offers its own alerts and feed; a watcher follows it.
  await subscribeOn(`/qerarlarin-izlenilmesi/${id}`, watcher);
  // A recommendation that does not exist, or an id that is none, cannot be followed.
  for (const query of ['id=987654', 'id=abc']) {
    const refused = await page.request.post(`${BASE}/api/alerts/subscribe`, {
      headers: { accept: 'application/json', origin: BASE },
      form: { view: 'tovsiyye', query, lang: 'en', frequency: 'instant', email: watcher },
    });
    expect(refused.status(), query).toBe(400);
    expect((await refused.json()).message).toBe(
      'A filter of this page does not exist, so it cannot be followed',
    );
  }
  // The operator's import changes its status (and asks the site to refresh its cache).
  const { rows: current } = await db.query<{ il: number; qurum: number; nov: number }>(
    'select il, qurum_id as qurum, nov_id as nov from tovsiyyeler where id = $1',
    [id],
  );
  const { il, qurum, nov } = current[0]!;
  const csv = path.join(test.info().outputDir, 'tracker.csv');
  fs.mkdirSync(path.dirname(csv), { recursive: true });
  fs.writeFileSync(
    csv,
    'id,il,qurum,nov,status,movzu_az,movzu_en,metn_az,metn_en,tarix\n' +
      `${id},${il},${qurum},${nov},1,Yolların təmiri üzrə tövsiyə,,<p>Yollar təmir edilsin.</p>,,\n`,
  );
  const printed = execFileSync('node_modules/.bin/tsx', ['scripts/tracker-import.ts', csv], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SITE_URL: BASE, REVALIDATE_TOKEN },
    encoding: 'utf8',
  });
  expect(printed).toContain(`1 with a new status`);
  expect(printed).toContain(`recommendation ${id}, new status since`);
  expect(printed).toContain("The site's cache of the tracker was refreshed.");
  await expect.poll(() => mailsTo(watcher).length, { timeout: 30_000 }).toBe(2);
  await expect.poll(() => mailsTo(reader).length, { timeout: 30_000 }).toBe(3);
  for (const mail of [mailsTo(watcher)[1]!, mailsTo(reader)[2]!]) {
    expect(mail.mail.subject).toBe('Statusu dəyişdi: Yolların təmiri üzrə tövsiyə');
    expect(mail.mail.text).toContain('İcrada → İcra edilib');
  }
  const feed = await (
    await page.request.get(`${BASE}/qerarlarin-izlenilmesi/${id}/feed.atom`)
  ).text();
  expect(feed.match(/<entry>/g)).toHaveLength(2);
  expect(feed).toContain('Yolların təmiri üzrə tövsiyə: İcrada → İcra edilib');
  await page.goto(`${BASE}/qerarlarin-izlenilmesi/${id}`);
  const history = page.locator('section[aria-labelledby="recommendation-history"] li');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('İcra edilib');
  // The first change was mailed once: the second came after it, and nothing more.
  expect(mailsTo(reader)).toHaveLength(3);

  // The mail's manage link (signed, no password) lists the subscription; "all" erases the address.
  await page.goto(linkIn(alert.mail.text!, `${BASE}/bildirisler/idare?t=`));
  await expect(page.getByText(`${reader} ünvanına göndərilən bildirişlər:`)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: /^Qərarların izlənilməsi/ }),
  ).toHaveAttribute('href', '/qerarlarin-izlenilmesi?il=all');
  await page.getByRole('button', { name: 'Bütün abunəliklərdən çıx və ünvanımı sil' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Bütün abunəlikləriniz dayandırıldı və ünvanınız silindi.',
  );
  const { rows } = await db.query('select 1 from alert_addresses where email = $1', [reader]);
  expect(rows).toHaveLength(0);
});

test('en: search results offer the form for their words; a search without words offers none', async ({
  page,
}) => {
  await page.goto(`${BASE}/en/search?query=audit`);
  const form = page.getByRole('region', { name: 'Get e-mail updates' });
  await expect(form.locator('input[name="view"]')).toHaveValue('search');
  await expect(form.locator('input[name="query"]')).toHaveValue('query=audit');
  await page.goto(`${BASE}/en/search`);
  await expect(page.getByRole('region', { name: 'Get e-mail updates' })).toHaveCount(0);
});
