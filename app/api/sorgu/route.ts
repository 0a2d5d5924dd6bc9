import { failure, handle } from '@/lib/api/handler';
import { formText } from '@/lib/forms/messages';
import { overRateLimit } from '@/lib/api/form-rate-limit';
import { isCrossSitePost } from '@/lib/forms/same-site';
import { inputLanguage } from '@/lib/source/validate';

export const GET = handle('sorguQuestions');

const answer = handle('sorguAnswer');

/** Survey answers, rate-limited per client like the request form; never posted from another site. */
export async function POST(req: Request): Promise<Response> {
  const lang = inputLanguage(Object.fromEntries(new URL(req.url).searchParams));
  if (isCrossSitePost(req)) return failure(formText.error(lang, 'crossSite'), 403);
  return (await overRateLimit('survey', req.headers, lang)) ?? answer(req);
}
