import { z } from 'zod';
import { formLanguage } from '@/lib/core/contract/primitives';
import { feedbackPage, MAX_PATH } from './kinds';
import { MAX_COMMENT } from './limits';

/**
 * POST /api/page-feedback's fields, as the form under each content page or a script sends
 * them: one definition for the checks (lib/features/page-feedback/input.ts, in their order), the
 * handler (lib/features/page-feedback/request.ts) and the OpenAPI description.
 */
export const feedbackForm = z.object({
  path: z
    .string()
    .max(MAX_PATH)
    .transform((path, ctx) => {
      const page = feedbackPage(path);
      if (!page) ctx.addIssue({ code: 'custom', message: 'not a content page of the site' });
      return page ?? z.NEVER;
    })
    .describe('The page answered: its path, /en first for English (/en/xeber/12)'),
  useful: z.enum(['yes', 'no']).describe('The answer to "Is this page useful?"'),
  comment: z
    .string()
    .optional()
    .catch('')
    .describe(
      `A "no"'s text: at most ${MAX_COMMENT} characters once line breaks are spaces, no markup; ` +
        'a form post without it is asked for it (303)',
    ),
  back: z
    .string()
    .optional()
    .catch(undefined)
    .describe('A form post: the address of the page to go back to (its own query kept)'),
  lang: formLanguage.describe('The reply’s language when the path names none: en, else az'),
});
