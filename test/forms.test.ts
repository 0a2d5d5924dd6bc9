/**
 * The forms end to end on the server side: a request with a file and a
 * survey answer, sent through the remote source (multipart, as to an
 * upstream) to the site's own handlers over the local source, with real
 * captcha solutions; stored rows and files are checked in the database.
 */
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { closeAll, getDb } from '@/lib/core/db/client';
import { muracietFayllari, muracietler, sorguCavabSetirleri } from '@/lib/core/db/schema';
import { reseed } from '@/demo/seed';
import { exportSubmissions, toCsv } from '@/lib/core/forms/export';
import { uploadsTmpDir } from '@/lib/core/forms/storage';
import { submitRequest } from '@/app/api/sorgu-ve-muracietler/add/submit';
import { UploadedFile } from '@/lib/core/contract/uploaded-file';
import { createLocalSource } from '@/lib/core/content/source/local';
import { createRemoteSource } from '@/lib/core/content/source/remote';
import { startApiServer } from './api-server';
import { SAMPLE_REQUEST } from './fixtures/call-cases';
import { altchaToken } from './altcha-token';
import { freshDataDir } from '@/test/fresh-data-dir';

const DATA_DIR = '.test-data/forms';
process.env.DATA_DIR = DATA_DIR;
freshDataDir(DATA_DIR);

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

let api: Awaited<ReturnType<typeof startApiServer>>;
let remote: ReturnType<typeof createRemoteSource>;
const local = createLocalSource();

const token = () => altchaToken(DATA_DIR);

const request = SAMPLE_REQUEST;

function upload(bytes: Buffer, name: string) {
  const dir = uploadsTmpDir(DATA_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `test-${Date.now()}-${Math.random()}`);
  fs.writeFileSync(file, bytes);
  return new UploadedFile(file, name, 'image/png', 'png', bytes.length);
}

beforeAll(async () => {
  await reseed(await getDb());
  api = await startApiServer();
  remote = createRemoteSource({ baseUrl: api.url, timeoutMs: 10_000 });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await closeAll();
});

it('stores an audit proposal with its file, forwarded as multipart, and refuses its captcha twice', async () => {
  const verified_token = await token();
  const input = {
    ...request,
    muraciet_novu: 5,
    qurum: 2,
    file: upload(PNG, 'photo.png'),
    verified_token,
  };
  const reply = await remote.call('muracietAdd', input);
  expect(reply.message).toBe('Müraciətiniz qeydə alındı');
  const db = await getDb();
  const [row] = await db
    .select()
    .from(muracietler)
    .where(eq(muracietler.reference, reply.reference!));
  expect(row).toMatchObject({ ad: 'Aysel', muracietNovuId: 5, qurumId: 2 });
  const [file] = await db
    .select()
    .from(muracietFayllari)
    .where(eq(muracietFayllari.muracietId, row!.id));
  expect(file).toMatchObject({
    originalName: 'photo.png',
    mimeType: 'image/png',
    size: PNG.length,
  });
  expect(fs.readFileSync(path.join(DATA_DIR, file!.storedPath))).toEqual(PNG);
  // The receiving side left nothing waiting in the temporary folder (only this test's own files).
  const waiting = fs.readdirSync(uploadsTmpDir(DATA_DIR)).filter((f) => !f.startsWith('test-'));
  expect(waiting).toEqual([]);
  const again = { ...input, file: upload(PNG, 'photo.png') };
  await expect(remote.call('muracietAdd', again)).rejects.toThrow('Captcha yanlışdır');
});

it('keeps the institution for audit proposals only and refuses a file elsewhere', async () => {
  const reply = await local.call('muracietAdd', {
    ...request,
    language: 'en',
    muraciet_novu: 2,
    qurum: 2,
    verified_token: await token(),
  });
  expect(reply.message).toBe('Your request has been registered');
  const db = await getDb();
  const [row] = await db
    .select()
    .from(muracietler)
    .where(eq(muracietler.reference, reply.reference!));
  expect(row?.qurumId).toBeNull();
  await expect(
    local.call('muracietAdd', {
      ...request,
      muraciet_novu: 2,
      file: upload(PNG, 'a.png'),
      verified_token: 'x',
    }),
  ).rejects.toThrow('Fayl yalnız audit təklifinə əlavə edilə bilər');
});

it('answers field errors in the visitor language, before the captcha is spent', async () => {
  await expect(
    local.call('muracietAdd', { ...request, language: 'en', e_poct: 'nope', muraciet_novu: 1 }),
  ).rejects.toMatchObject({
    message: 'E-mail: The e-mail address is not valid (for example: name@example.az)',
    fields: { e_poct: 'The e-mail address is not valid (for example: name@example.az)' },
  });
  await expect(
    local.call('muracietAdd', { ...request, muraciet_novu: 99, verified_token: 'x' }),
  ).rejects.toThrow('«Müraciətin növü» üçün seçim mövcud deyil');
});

it('stores survey answers and refuses unknown questions or variants', async () => {
  const { questions } = await local.call('sorguQuestions', { language: 'az' });
  const [first, , , , textQuestion] = questions;
  const reply = await remote.call('sorguAnswer', {
    language: 'en',
    answers: [
      { question_id: first!.id, selected_variant: first!.variants[0]!.id },
      { question_id: textQuestion!.id, text: 'More open data, please' },
    ],
    verified_token: await token(),
  });
  // §7 lists no language for POST /api/sorgu: the upstream answers in its default.
  expect(reply.message).toBe('Cavabınız üçün təşəkkür edirik');
  const rows = await (await getDb()).select().from(sorguCavabSetirleri);
  expect(rows.map((r) => r.text)).toContain('More open data, please');

  const wrongVariant = [
    { question_id: first!.id, selected_variant: questions[1]!.variants[0]!.id },
  ];
  await expect(
    local.call('sorguAnswer', { answers: wrongVariant, verified_token: await token() }),
  ).rejects.toThrow(`Bu cavab variantı həmin suala aid deyil (sual №${first!.id})`);
  await expect(
    local.call('sorguAnswer', { answers: [{ question_id: 9999, text: 'x' }], verified_token: 'x' }),
  ).rejects.toThrow('Sorğuda belə sual yoxdur (№9999)');
  await expect(
    local.call('sorguAnswer', {
      answers: [{ question_id: first!.id, text: 'x' }],
      verified_token: 'x',
    }),
  ).rejects.toThrow('Captcha yanlışdır');
});

it('exports the requests with their files and the survey answers for operators', async () => {
  const out = path.join(DATA_DIR, 'export');
  const done = await exportSubmissions(await getDb(), DATA_DIR, out);
  expect(done.requests).toBeGreaterThanOrEqual(2);
  expect(done.files).toBe(1);
  expect(done.answers).toBeGreaterThanOrEqual(2);
  const json = JSON.parse(fs.readFileSync(path.join(out, 'requests.json'), 'utf8'));
  const proposal = json.find((r: { files: unknown[] }) => r.files.length === 1);
  expect(proposal).toMatchObject({
    ad: 'Aysel',
    muraciet_novu: 'Audit təklifi',
    qurum: expect.any(String),
  });
  expect(fs.readFileSync(path.join(out, proposal.files[0].path))).toEqual(PNG);
  const csv = fs.readFileSync(path.join(out, 'requests.csv'), 'utf8');
  expect(csv.split('\r\n')[0]).toContain('"reference","created_at"');
  expect(csv).toContain('"Məmmədova"');
  expect(fs.readFileSync(path.join(out, 'survey-answers.csv'), 'utf8')).toContain(
    'More open data, please',
  );
});

it('defuses spreadsheet formulas in the CSV, not phone numbers', () => {
  expect(toCsv([{ a: "+cmd|' /C calc'!A0", b: '+994 50 123-45-67' }])).toContain(
    `"'+cmd|' /C calc'!A0","+994 50 123-45-67"`,
  );
  expect(toCsv([{ a: '=HYPERLINK("x")', b: 'plain' }])).toBe(
    '\uFEFF"a","b"\r\n"\'=HYPERLINK(""x"")","plain"\r\n',
  );
});

it('rate-limits submissions per client with a clear message', async () => {
  process.env.FORM_RATE_LIMIT = '2';
  try {
    const post = (ip: string) =>
      submitRequest(
        new Request('http://localhost/api/sorgu-ve-muracietler/add?language=en', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ ...request, muraciet_novu: 1, verified_token: 'x' }),
        }),
      );
    expect((await post('203.0.113.9')).status).toBe(400);
    expect((await post('203.0.113.9')).status).toBe(400);
    const limited = await post('203.0.113.9');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      status: false,
      message: 'Too many submissions. Please try again in 10 minutes',
    });
    expect((await post('198.51.100.4')).status).toBe(400);
  } finally {
    delete process.env.FORM_RATE_LIMIT;
  }
});
