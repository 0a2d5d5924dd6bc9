import 'server-only';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { SNIFF_BYTES, sniffFile } from './magic';
import { UploadedFile } from '@/lib/contract/uploaded-file';

export type FileProblem = 'fileTooLarge' | 'fileType';

export interface MultipartResult {
  fields: Record<string, string>;
  file?: UploadedFile;
  fileProblem?: FileProblem;
}

/** A form field value is never longer than this (the request text is at most 2000 characters). */
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a multipart form while it streams in: text fields into memory
 * (bounded), the one `file` part to a server-named file in `tmpDir`,
 * stopping writes at `maxFileBytes`, then checks what the file is by its
 * first bytes. A file that is too large or not a picture or video is deleted
 * and reported as `fileProblem`; the other fields are still returned.
 */
export async function readMultipart(
  req: Request,
  opts: { maxFileBytes: number; tmpDir: string },
): Promise<MultipartResult> {
  if (!req.body) return { fields: {} };
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  let fileProblem: FileProblem | undefined;
  const writes: Promise<void>[] = [];
  const targets: string[] = [];
  const parser = busboy({
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

  parser.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || !info.filename) {
      stream.resume();
      return;
    }
    fs.mkdirSync(opts.tmpDir, { recursive: true });
    const target = path.join(opts.tmpDir, randomUUID());
    targets.push(target);
    let head = Buffer.alloc(0);
    let size = 0;
    let truncated = false;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
    });
    stream.on('limit', () => {
      truncated = true;
    });
    writes.push(
      pipeline(stream, fs.createWriteStream(target, { mode: 0o600 })).then(() => {
        const kind = sniffFile(head);
        if (truncated || !kind) {
          fileProblem = truncated ? 'fileTooLarge' : 'fileType';
          fs.rmSync(target, { force: true });
          return;
        }
        const original = path.basename(info.filename ?? '').slice(0, 200);
        file = new UploadedFile(target, original, kind.mime, kind.ext, size);
      }),
    );
  });

  try {
    await pipeline(Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>), parser);
    await Promise.all(writes);
  } catch (e) {
    for (const target of targets) fs.rmSync(target, { force: true });
    throw e;
  }
  return { fields, file, fileProblem };
}

/** Deletes a waiting upload that was not stored (rejected or forwarded). */
export function discardUpload(file: UploadedFile | undefined): void {
  if (file) fs.rmSync(file.path, { force: true });
}
