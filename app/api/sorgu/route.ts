import { handle } from '@/lib/api/handler';
import { overRateLimit } from '@/lib/forms/rate-limit-route';
import { inputLanguage } from '@/lib/source/validate';

export const GET = handle('sorguQuestions');

const answer = handle('sorguAnswer');

/** Survey answers, rate-limited per client like the request form. */
export async function POST(req: Request): Promise<Response> {
  const lang = inputLanguage(Object.fromEntries(new URL(req.url).searchParams));
  return (await overRateLimit('survey', req.headers, lang)) ?? answer(req);
}
