import 'server-only';
import { NextResponse } from 'next/server';
import { errorResponse, failure } from '@/lib/api/handler';
import { readInput } from '@/lib/api/read-input';
import { getSource, RequestError } from '@/lib/source';
import { inputLanguage } from '@/lib/source/validate';
import { formsEnv } from '@/lib/forms/env';
import { formText } from '@/lib/forms/messages';
import {
  discardUpload,
  multipartLimit,
  readMultipart,
  type FileProblem,
} from '@/lib/forms/multipart';
import { declaredOver } from '@/lib/http/body-limit';
import { overRateLimit } from '@/lib/api/form-rate-limit';
import { counted, refusalReason } from '@/lib/api/form-outcome';
import { isCrossSitePost } from '@/lib/forms/same-site';
import { uploadsTmpDir } from '@/lib/forms/storage';
import type { UploadedFile } from '@/lib/contract/uploaded-file';

/** The refusal of the form's file, in the visitor's language (400, or 413 when refused unread). */
function fileRefusal(language: 'az' | 'en', problem: FileProblem, maxBytes: number, status = 400) {
  const size = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  const message = formText.error(language, problem, { size });
  return new RequestError(`${formText.label(language, 'file')}: ${message}`, {
    fields: { file: message },
    status,
  });
}

/** A browser that posted the form itself (no JavaScript), rather than the page's script. */
function isNoScriptPost(req: Request): boolean {
  const accept = req.headers.get('accept') ?? '';
  return (
    req.headers.get('sec-fetch-mode') === 'navigate' ||
    (accept.includes('text/html') && !accept.includes('json'))
  );
}

/**
 * POST /api/sorgu-ve-muracietler/add: a multipart request form with an
 * optional file (or JSON without one), rate-limited per client, the file
 * checked while it streams in, then handed to the content source, which
 * stores it (local) or forwards it (remote).
 */
export async function submitRequest(req: Request): Promise<Response> {
  const query = Object.fromEntries(new URL(req.url).searchParams);
  const lang = inputLanguage(query);
  if (isCrossSitePost(req))
    return counted('request', 'cross-site', failure(formText.error(lang, 'crossSite'), 403));
  if (isNoScriptPost(req)) {
    // Without JavaScript there is no captcha solution; the page explains why.
    const page = lang === 'en' ? '/en/sorgu-ve-muracietler' : '/sorgu-ve-muracietler';
    // A relative Location keeps the host the visitor used.
    return new Response(null, { status: 303, headers: { location: `${page}?nojs=1` } });
  }
  const limited = await overRateLimit('request', req.headers, lang);
  if (limited) return counted('request', 'rate-limit', limited);

  const { UPLOAD_MAX_BYTES, DATA_DIR } = formsEnv();
  let input: Record<string, unknown> = query;
  let file: UploadedFile | undefined;
  let tooLarge = false;
  try {
    const type = req.headers.get('content-type') ?? '';
    const multipart = type.toLowerCase().includes('multipart/form-data');
    // A declared length over the form's limit is refused unread: with the file's message, as the file is what is that large.
    if (multipart && declaredOver(req, multipartLimit(UPLOAD_MAX_BYTES))) {
      tooLarge = true;
      throw fileRefusal(lang, 'fileTooLarge', UPLOAD_MAX_BYTES, 413);
    }
    if (multipart) {
      const read = await readMultipart(req, {
        maxFileBytes: UPLOAD_MAX_BYTES,
        tmpDir: uploadsTmpDir(DATA_DIR),
      });
      input = { ...query, ...read.fields };
      file = read.file;
      if (read.fileProblem) {
        tooLarge = read.fileProblem === 'fileTooLarge';
        throw fileRefusal(inputLanguage(input), read.fileProblem, UPLOAD_MAX_BYTES);
      }
      if (file) input.file = file;
    } else {
      input = await readInput(req);
    }
    const data = await getSource().call('muracietAdd', input);
    return counted(
      'request',
      'accepted',
      NextResponse.json({ status: true, message: '', ...data }),
    );
  } catch (e) {
    const reason = tooLarge ? 'size' : refusalReason(e);
    return counted('request', reason, errorResponse('muracietAdd', input, e));
  } finally {
    // Stored files were moved away; forwarded or refused ones are not kept.
    discardUpload(file);
  }
}
