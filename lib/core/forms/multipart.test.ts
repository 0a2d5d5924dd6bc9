import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMultipart } from './multipart';

/** A 1×1 PNG: a picture the form accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function formWithPhoto(): Request {
  const form = new FormData();
  form.set('ad', 'Test');
  form.set('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  return new Request('http://localhost/api/sorgu-ve-muracietler/add', {
    method: 'POST',
    body: form,
  });
}

describe('reading a multipart form with its file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the file to the folder and reads the fields', async () => {
    const read = await readMultipart(formWithPhoto(), {
      maxFileBytes: 1024 * 1024,
      tmpDir: path.join(dir, 'tmp'),
    });
    expect(read.fields).toEqual({ ad: 'Test' });
    expect(read.file?.mimeType).toBe('image/png');
    expect(fs.readFileSync(read.file!.path)).toEqual(PNG);
  });

  it('a folder the site cannot write fails the request with the disk error, not the process', async () => {
    // A path under a file: no folder can be made there, even by root.
    const blocker = path.join(dir, 'a-file');
    fs.writeFileSync(blocker, '');
    const read = readMultipart(formWithPhoto(), {
      maxFileBytes: 1024 * 1024,
      tmpDir: path.join(blocker, 'tmp'),
    });
    await expect(read).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});
