import { failure, handle } from '@/lib/api/handler';
import { formText } from '@/lib/forms/messages';
import { overRateLimit } from '@/lib/api/form-rate-limit';
import { counted } from '@/lib/api/form-outcome';
import { isCrossSitePost } from '@/lib/forms/same-site';
import { inputLanguage } from '@/lib/source/validate';

export const GET = handle('sorguQuestions');

const answer = handle('sorguAnswer', 'survey');

/** Survey answers, rate-limited per client like the request form; never posted from another site. */
export async function POST(req: Request): Promise<Response> {
  const lang = inputLanguage(Object.fromEntries(new URL(req.url).searchParams));
  if (isCrossSitePost(req))
    return counted('survey', 'cross-site', failure(formText.error(lang, 'crossSite'), 403));
  const limited = await overRateLimit('survey', req.headers, lang);
  return limited ? counted('survey', 'rate-limit', limited) : answer(req);
}

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
