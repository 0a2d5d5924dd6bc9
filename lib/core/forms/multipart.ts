import 'server-only';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { boundedBody } from '@/lib/platform/http/body-limit';
import { RequestError } from '@/lib/platform/http/request-error';
import { SNIFF_BYTES, sniffFile } from './magic';
import { UploadedFile } from '@/lib/core/contract/uploaded-file';

export type FileProblem = 'fileTooLarge' | 'fileType';

export interface MultipartResult {
  fields: Record<string, string>;
  file?: UploadedFile;
  fileProblem?: FileProblem;
}

/** A form field value is never longer than this (the request text is at most 2000 characters). */
const MAX_FIELD_BYTES = 64 * 1024;
/** What a form may carry besides its file (40 fields, their names and the part headers). */
const MAX_FORM_OVERHEAD = 1024 * 1024;

/** The most bytes a form with a file of at most `maxFileBytes` may send. */
export const multipartLimit = (maxFileBytes: number) => maxFileBytes + MAX_FORM_OVERHEAD;

/** An error of the file system (EACCES, ENOSPC, ...), as Node gives it a code. */
const isSystemError = (e: unknown) =>
  e instanceof Error && 'code' in e && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code);

/** A body that is no multipart form of this request's boundary, or is cut short. */
const malformed = () => new RequestError('Request body is not a valid form');

/**
 * Reads a multipart form while it streams in: text fields into memory
 * (bounded), the one `file` part to a server-named file in `tmpDir`,
 * then checks what the file is by its first bytes. A file that is not a
 * picture or video is deleted and reported as `fileProblem`; so is one over
 * `maxFileBytes`, and then reading stops there (the rest of the body is never
 * read). The whole body is bounded too (413); a malformed form is a 400.
 */
export async function readMultipart(
  req: Request,
  opts: { maxFileBytes: number; tmpDir: string },
): Promise<MultipartResult> {
  const body = boundedBody(req, multipartLimit(opts.maxFileBytes));
  if (!body) return { fields: {} };
  // Before a byte is read: a folder the site cannot write (an operator's mistake, e.g. a
  // volume owned by root) fails the request as the server's error, never the process.
  await fs.promises.mkdir(opts.tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  let fileProblem: FileProblem | undefined;
  const writes: Promise<void>[] = [];
  const targets: string[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: Object.fromEntries(req.headers),
      limits: {
        files: 1,
        fields: 40,
        parts: 41,
        fileSize: opts.maxFileBytes,
        fieldSize: MAX_FIELD_BYTES,
      },
      defParamCharset: 'utf8',
    });
  } catch {
    // No boundary, or not multipart at all.
    await body.cancel().catch(() => undefined);
    throw malformed();
  }
  // Cast: the same stream, typed by the DOM library (Request) and by Node's stream/web.
  const source = Readable.fromWeb(body as unknown as NodeWebStream<Uint8Array>);

  parser.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || !info.filename) {
      stream.resume();
      return;
    }
    const target = path.join(opts.tmpDir, randomUUID());
    targets.push(target);
    let head = Buffer.alloc(0);
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
    });
    stream.on('limit', () => {
      // Too large: stop reading the request here.
      fileProblem = 'fileTooLarge';
      source.destroy();
    });
    const write = pipeline(stream, fs.createWriteStream(target, { mode: 0o600 })).then(() => {
      const kind = sniffFile(head);
      if (fileProblem || !kind) {
        fileProblem ??= 'fileType';
        fs.rmSync(target, { force: true });
        return;
      }
      const original = path.basename(info.filename ?? '').slice(0, 200);
      file = new UploadedFile(target, original, kind.mime, kind.ext, size);
    });
    // Handled here, awaited below: a write that fails before the form ends is no unhandled
    // rejection (which would end the process).
    write.catch(() => undefined);
    writes.push(write);
  });

  try {
    await pipeline(source, parser);
    await Promise.all(writes);
  } catch (e) {
    for (const target of targets) fs.rmSync(target, { force: true });
    if (fileProblem === 'fileTooLarge') return { fields, fileProblem };
    if (e instanceof RequestError) throw e;
    // The disk's error (full, not writable) is the server's, not a malformed form.
    if (isSystemError(e)) throw e;
    throw malformed();
  }
  return { fields, file, fileProblem };
}

/** Deletes a waiting upload that was not stored (rejected or forwarded). */
export function discardUpload(file: UploadedFile | undefined): void {
  if (file) fs.rmSync(file.path, { force: true });
}
