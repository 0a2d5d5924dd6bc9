import { handle } from '@/lib/core/content/api/handler';
import { failure } from '@/lib/core/forms/reply';
import { formText } from '@/lib/core/forms/messages';
import { overRateLimit } from '@/lib/core/forms/form-rate-limit';
import { counted } from '@/lib/core/content/api/form-outcome';
import { isCrossSitePost } from '@/lib/core/forms/same-site';
import { inputLanguage } from '@/lib/core/content/source/validate';

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

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
