import { z } from 'zod';
import { subscriberAddress } from '@/lib/core/contract/address';
import { formLanguage } from '@/lib/core/contract/primitives';
import { REFERENCE } from '@/lib/core/contract/reference';

/** POST /api/muraciet/link: the lookup form's fields. */
export const lookupForm = z.object({
  reference: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string().regex(REFERENCE).describe('The reference the request was registered under'),
  ),
  email: subscriberAddress.describe('The e-mail address given with the request'),
  lang: formLanguage,
});
