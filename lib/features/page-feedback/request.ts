import 'server-only';
import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { failure, readInputOrFailure } from '@/lib/core/forms/reply';
import { formRefusal } from '@/lib/core/forms/form-refusal';
import { overRateLimit } from '@/lib/core/forms/form-rate-limit';
import { wantsPage } from '@/lib/core/forms/wants-page';
import { siteOrigin } from '@/lib/platform/config/env';
import { getDb } from '@/lib/core/db/client';
import { isCrossSitePost } from '@/lib/core/forms/same-site';
import { logError, logWarning } from '@/lib/platform/observability/log';
import type { MessageReply } from '@/lib/core/contract/replies';
import { feedbackForm } from './form';
import { parseFeedback, type FeedbackErrorCode } from './input';
import { MAX_ANSWERS_PER_MONTH } from './limits';
import { backTo } from './paths';
import { storeFeedback } from './store';

/**
 * POST /api/page-feedback: "Is this page useful?". Checks the origin, the
 * characters, the page, the answer and its text, then the rate limit, and
 * only then stores the answer in the site's own database (both source
 * modes; never forwarded upstream). A script gets JSON ({status, message},
 * 4xx with the message in the page's language when refused); a plain form
 * post gets a 303 back to the page, whose form shows the outcome.
 */
export async function feedbackRequest(req: Request): Promise<Response> {
  const input = await readInputOrFailure(req);
  if (input instanceof Response) return input;
  const fields = feedbackForm.shape;
  const named = fields.path.safeParse(input.path);
  const page = named.success ? named.data : null;
  const lang: Locale = page?.locale ?? fields.lang.parse(input.lang);
  const back = fields.back.parse(input.back);
  const t = await getTranslations({ locale: lang, namespace: 'PageFeedbackErrors' });
  const thanks = (await getTranslations({ locale: lang, namespace: 'PageFeedback' }))('thanks');
  const answer = (outcome: 'thanks' | 'no' | FeedbackErrorCode, status: number) => {
    if (wantsPage(req) && page) {
      const to = new URL(backTo(page.path, back, outcome), siteOrigin());
      return NextResponse.redirect(to, 303);
    }
    if (outcome === 'thanks' || outcome === 'no') {
      const reply: MessageReply = { status: true, message: thanks };
      return NextResponse.json(reply);
    }
    return failure(t(outcome), status);
  };
  if (isCrossSitePost(req)) return formRefusal(req, lang, t('crossSite'), 403, page?.path);
  const parsed = parseFeedback(input);
  if (parsed.ok === false) return answer(parsed.code, parsed.status);
  if (parsed.ok === 'ask' && wantsPage(req)) return answer('no', 303);
  const limited = await overRateLimit('page-feedback', req.headers, lang, (minutes) =>
    t('rateLimited', { minutes }),
  );
  if (limited) return wantsPage(req) && page ? answer('rateLimited', 429) : limited;
  const stored =
    parsed.ok === 'ask' ? { ...parsed.page, useful: false, comment: null } : parsed.answer;
  try {
    if (!(await storeFeedback(await getDb(), stored))) {
      logWarning('page feedback: this month holds its most answers; refused', {
        most: MAX_ANSWERS_PER_MONTH,
      });
      return answer('unavailable', 503);
    }
  } catch (e) {
    logError('page feedback: store failed', e);
    return answer('unavailable', 503);
  }
  return answer('thanks', 200);
}
