import 'server-only';
import type { UploadedFile } from '@/lib/core/contract/uploaded-file';
import { formsEnv } from '@/lib/core/forms/env';
import { FileRefusal } from '@/lib/core/forms/file-refusal';
import { multipartLimit, readMultipart } from '@/lib/core/forms/multipart';
import { uploadsTmpDir } from '@/lib/core/forms/storage';
import { declaredOver } from '@/lib/platform/http/body-limit';
import { inputLanguage } from '@/lib/core/content/source/validate';
import { readInput } from '@/lib/core/forms/read-input';

/** A request form's submission as read: its fields (with the file, when it came) and its file. */
export interface RequestSubmission {
  input: Record<string, unknown>;
  file?: UploadedFile;
}

/**
 * Reads a request form's submission within its limits: a multipart form with an optional file
 * checked while it streams in (refused unread, 413, when its declared length is over the
 * limit; a file too large or of another kind is a FileRefusal), or JSON without a file. The
 * query's fields come first; the body's win.
 */
export async function readRequestSubmission(
  req: Request,
  query: Record<string, string>,
): Promise<RequestSubmission> {
  const multipart = (req.headers.get('content-type') ?? '')
    .toLowerCase()
    .includes('multipart/form-data');
  if (!multipart) return { input: await readInput(req) };
  const { UPLOAD_MAX_BYTES, DATA_DIR } = formsEnv();
  // With the file's message: the file is what is that large.
  if (declaredOver(req, multipartLimit(UPLOAD_MAX_BYTES)))
    throw new FileRefusal('fileTooLarge', inputLanguage(query), UPLOAD_MAX_BYTES, 413);
  const read = await readMultipart(req, {
    maxFileBytes: UPLOAD_MAX_BYTES,
    tmpDir: uploadsTmpDir(DATA_DIR),
  });
  const input: Record<string, unknown> = { ...query, ...read.fields };
  if (read.fileProblem)
    throw new FileRefusal(read.fileProblem, inputLanguage(input), UPLOAD_MAX_BYTES);
  return read.file ? { input: { ...input, file: read.file }, file: read.file } : { input };
}
