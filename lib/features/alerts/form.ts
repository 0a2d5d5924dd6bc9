import { z } from 'zod';
import { formLanguage } from '@/lib/core/contract/primitives';
import { ALERT_FREQUENCIES } from '@/lib/core/db/schema/alerts';
import { subscriberAddress } from '@/lib/core/contract/address';

/**
 * The alerts' form fields (docs/alerts.md), as the site's forms or a script send them: one
 * definition for the handlers (lib/features/alerts/subscribe-request.ts, token-requests.ts), which
 * check them in their own order, and for the OpenAPI description.
 */

/** The longest value any field may hold: longer ones, or any with a control character, are refused. */
export const FIELD_MAX = 2000;

/** A text field: '' when it is absent or no text (never refused by itself; see FIELD_MAX). */
const text = (description: string) => z.string().default('').catch('').describe(description);

/** POST /api/alerts/subscribe. */
export const subscribeForm = z.object({
  email: subscriberAddress.describe('The address to mail (trimmed, lower-cased)'),
  frequency: z
    .enum(ALERT_FREQUENCIES)
    .describe('instant: each new item in a mail; daily or weekly: one digest'),
  view: z
    .string()
    .catch('')
    .describe(
      'The followed view: a publication kind (xeber, elan, …), filter, search, tracker or tovsiyye',
    ),
  query: text('The view’s query string, as its page or feed has it (type=audit&audit_nov=2)'),
  verified_token: text(
    'The captcha’s solution (the ALTCHA widget’s payload, GET /api/alerts/challenge)',
  ),
  lang: formLanguage,
});

/** POST /api/alerts/confirm and /api/alerts/manage: the token of the mail's link. */
export const alertTokenForm = z.object({
  t: z.string().catch('').describe('The token the mail’s link carries'),
  lang: formLanguage,
});

/**
 * POST /api/alerts/unsubscribe: the List-Unsubscribe address (`?t=…`), posted by a mail
 * client in one click (RFC 8058) or by the unsubscribe page's button.
 */
export const unsubscribeForm = alertTokenForm.extend({
  'List-Unsubscribe': z
    .literal('One-Click')
    .optional()
    .catch(undefined)
    .describe('RFC 8058: a mail client’s one-click post, answered 200 without a redirect'),
});
