import 'server-only';
import { NextResponse } from 'next/server';
import { counted, refusalReason } from '@/lib/core/content/api/form-outcome';
import { overRateLimit } from '@/lib/core/forms/form-rate-limit';
import { errorResponse } from '@/lib/core/content/api/handler';
import { failure } from '@/lib/core/forms/reply';
import {
  readRequestSubmission,
  type RequestSubmission,
} from '@/lib/core/content/api/request-submission';
import { isNoScriptPost } from '@/lib/core/forms/wants-page';
import { formText } from '@/lib/core/forms/messages';
import { discardUpload } from '@/lib/core/forms/multipart';
import { isCrossSitePost } from '@/lib/core/forms/same-site';
import { followSubmitted } from '@/lib/features/requests/receipt';
import { sendRequestMailsSoon } from '../../muraciet/send-soon';
import { getSource } from '@/lib/core/content/source';
import { inputLanguage } from '@/lib/core/content/source/validate';

/**
 * POST /api/sorgu-ve-muracietler/add: a multipart request form with an optional file (or JSON
 * without one). One way down: refused from another site (403); sent back to its page when
 * posted by a browser rather than the page's script (303 to the form); rate-limited per client (429);
 * read within its limits (lib/core/content/api/request-submission.ts); handed to the content source, which
 * stores it (local) or forwards it (remote); then followed, its receipt mailed (lib/features/requests).
 * Every outcome is counted, never the input.
 */
export async function submitRequest(req: Request): Promise<Response> {
  const query = Object.fromEntries(new URL(req.url).searchParams);
  const lang = inputLanguage(query);
  if (isCrossSitePost(req))
    return counted('request', 'cross-site', failure(formText.error(lang, 'crossSite'), 403));
  if (isNoScriptPost(req)) {
    // The form posts to its own page without JavaScript (the page keeps what was typed:
    // docs/forms.md); a browser's post here comes from elsewhere. A relative Location keeps
    // the host the visitor used.
    const page = lang === 'en' ? '/en/sorgu-ve-muracietler' : '/sorgu-ve-muracietler';
    return new Response(null, { status: 303, headers: { location: page } });
  }
  const limited = await overRateLimit('request', req.headers, lang);
  if (limited) return counted('request', 'rate-limit', limited);
  let read: RequestSubmission | undefined;
  try {
    read = await readRequestSubmission(req, query);
    const data = await getSource().call('muracietAdd', read.input);
    // Followed from now on: the receipt mail is queued (docs/requests.md).
    const reference = await followSubmitted(read.input, data.reference, sendRequestMailsSoon);
    return counted(
      'request',
      'accepted',
      NextResponse.json({ status: true, message: '', ...data, reference }),
    );
  } catch (e) {
    return counted(
      'request',
      refusalReason(e),
      errorResponse('muracietAdd', read?.input ?? query, e),
    );
  } finally {
    // Stored files were moved away; forwarded or refused ones are not kept.
    discardUpload(read?.file);
  }
}
