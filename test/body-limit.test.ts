/**
 * Request bodies are read up to a limit whatever the headers say: a chunked
 * body (no Content-Length) far over the limit answers 413 after reading only
 * about the limit, with the process's memory flat; a malformed multipart
 * form answers 400.
 */
import fs from 'node:fs';
import { handle } from '@/lib/core/content/api/handler';
import { submitRequest } from '@/app/api/sorgu-ve-muracietler/add/submit';
import { freshDataDir } from '@/test/fresh-data-dir';

const DATA_DIR = '.test-data/body-limit';
process.env.DATA_DIR = DATA_DIR;
process.env.FORM_RATE_LIMIT = '100000';
freshDataDir(DATA_DIR);

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A lazily generated body of `total` bytes: `head`, then filler, then `tail`; counts what was read. */
function streamed(total: number, head = '', tail = '') {
  const enc = new TextEncoder();
  let sent = 0;
  let tailSent = false;
  const filler = new Uint8Array(CHUNK).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0 && head) {
        const bytes = enc.encode(head);
        sent += bytes.byteLength;
        controller.enqueue(bytes);
      } else if (sent < total) {
        sent += CHUNK;
        controller.enqueue(filler);
      } else if (!tailSent && tail) {
        tailSent = true;
        controller.enqueue(enc.encode(tail));
      } else controller.close();
    },
  });
  return { stream, read: () => sent };
}

function post(url: string, body: ReadableStream<Uint8Array> | string, type: string) {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    duplex: 'half',
  } as RequestInit);
}

const rssMb = () => process.memoryUsage().rss / MB;

it('a 300 MB chunked JSON body: 413 after reading about the limit, memory flat', async () => {
  const body = streamed(300 * MB, '{"a":"');
  const before = rssMb();
  const reply = await handle('sorguAnswer')(
    post('http://localhost/api/sorgu', body.stream, 'application/json'),
  );
  const after = rssMb();
  expect(reply.status).toBe(413);
  expect(await reply.json()).toEqual({
    status: false,
    message: 'Sorğunun həcmi həddən artıq böyükdür',
  });
  expect(body.read()).toBeLessThan(1 * MB);
  console.log(
    `JSON 300 MB chunked: read ${(body.read() / MB).toFixed(2)} MB, RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
  );
  expect(after - before).toBeLessThan(50);
});

it('a declared Content-Length over the limit is refused without reading', async () => {
  const body = streamed(10 * MB);
  const req = new Request('http://localhost/api/sorgu?language=en', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(10 * MB) },
    body: body.stream,
    duplex: 'half',
  } as RequestInit);
  const reply = await handle('sorguAnswer')(req);
  expect(reply.status).toBe(413);
  expect(await reply.json()).toEqual({ status: false, message: 'Request body is too large' });
  // (a stream pulls its first chunk ahead by itself)
  expect(body.read()).toBeLessThanOrEqual(CHUNK);
});

const BOUNDARY = 'XyZ123boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const part = (name: string, extra = '') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`;

// The request form's path opens the database once (its rate limit lives
// there, docs/topology.md): done before measuring, so that the figure below
// is the upload's memory, not the embedded database's start.
beforeAll(async () => {
  await submitRequest(
    post('http://localhost/api/sorgu-ve-muracietler/add', `--${BOUNDARY}--\r\n`, MULTIPART),
  );
});

it('a 300 MB chunked upload: refused at the file limit, the rest never read, memory flat', async () => {
  const head =
    part('language') +
    'en\r\n' +
    part('file', '; filename="big.png"') +
    'Content-Type: image/png\r\n';
  const body = streamed(300 * MB, head, `\r\n--${BOUNDARY}--\r\n`);
  const before = rssMb();
  const reply = await submitRequest(
    post('http://localhost/api/sorgu-ve-muracietler/add', body.stream, MULTIPART),
  );
  const after = rssMb();
  expect(reply.status).toBe(400);
  expect((await reply.json()).message).toMatch(/^File .*too large.*10 MB/);
  expect(body.read()).toBeLessThan(12 * MB);
  console.log(
    `upload 300 MB chunked: read ${(body.read() / MB).toFixed(2)} MB, RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
  );
  expect(after - before).toBeLessThan(50);
  // No partial file is left behind.
  const tmp = `${DATA_DIR}/uploads/tmp`;
  expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);
});

it.each([
  ['az', /^Fayl \(şəkil və ya video\): Fayl çox böyükdür: ən çoxu 10 MB ola bilər$/],
  ['en', /^File \(picture or video\): The file is too large: at most 10 MB$/],
])(
  "an upload declaring a Content-Length over the limit: 413 with the form's file message (%s)",
  async (language, message) => {
    const body = streamed(50 * MB, part('file', '; filename="big.png"'));
    const req = new Request(`http://localhost/api/sorgu-ve-muracietler/add?language=${language}`, {
      method: 'POST',
      headers: { 'content-type': MULTIPART, 'content-length': String(50 * MB) },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const reply = await submitRequest(req);
    expect(reply.status).toBe(413);
    const json = await reply.json();
    expect(json.message).toMatch(message);
    expect(Object.keys(json.errors)).toEqual(['file']);
    expect(body.read()).toBeLessThanOrEqual(CHUNK);
  },
);

it('a 300 MB chunked form field: 413 at the form limit', async () => {
  const body = streamed(300 * MB, part('muraciet_metni'));
  const reply = await submitRequest(
    post('http://localhost/api/sorgu-ve-muracietler/add', body.stream, MULTIPART),
  );
  expect(reply.status).toBe(413);
  expect(await reply.json()).toEqual({
    status: false,
    message: 'Sorğunun həcmi həddən artıq böyükdür',
  });
  expect(body.read()).toBeLessThan(12 * MB);
});

it('malformed multipart answers 400, not 500', async () => {
  const url = 'http://localhost/api/sorgu-ve-muracietler/add';
  const form = part('ad') + 'Aysel\r\n' + `--${BOUNDARY}--\r\n`;
  const cases: [string, string][] = [
    ['multipart/form-data', form], // no boundary
    ['multipart/form-data; boundary=other', form], // wrong boundary
    [MULTIPART, part('ad') + 'Ays'], // cut short
    [MULTIPART, 'not a form at all'],
  ];
  for (const [type, body] of cases) {
    const reply = await submitRequest(post(url, body, type));
    expect({ type, status: reply.status }).toEqual({ type, status: 400 });
    expect((await reply.json()).status).toBe(false);
  }
});
