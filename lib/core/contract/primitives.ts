import { z } from 'zod';

/** The site's languages; az is the default everywhere. */
export const LANGUAGES = ['az', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Largest page a list call may ask for (budget summaries use 100, docs/contract.md §9). */
export const MAX_LIMIT = 100;
/** Largest offset a list call may ask for. */
const MAX_FROM = 1_000_000;
/** Default page size of lists (docs/contract.md §9). */
const LIST_LIMIT = 12;

/** A language field: az or en, az when absent. */
export const language = z.enum(LANGUAGES).default('az');

/**
 * A form's `lang` field (the site's own forms: alerts, page feedback, theme): en, or
 * Azerbaijani for anything else or nothing, never a refusal.
 */
export const formLanguage = z
  .enum(LANGUAGES)
  .default('az')
  .catch('az')
  .describe('The language of the reply: en, else az');

/** The format name of a whole number's digits in a validation issue (lib/core/content/source/validate.ts). */
export const WHOLE_NUMBER = 'whole number';

/**
 * A whole number within bounds, sent as a JSON number or as the digits of a
 * form field or query string. "12abc", "1e3" and 3.5 are refused. The bounds
 * are checked before wholeness, so 1e308 is refused with the real maximum,
 * not the safe-integer one.
 */
export const int = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,12}$/, WHOLE_NUMBER),
    ])
    .transform(Number)
    .pipe(z.number().min(min).max(max).int());

/** A positive id. */
export const id = int(1, 2_147_483_647);

/** An id filter where 0 or an empty value means "no filter". */
export const optionalId = z
  .union([z.literal(''), z.literal(null), int(0, 2_147_483_647)])
  .transform((v) => (v === '' || v === null || v === 0 ? undefined : v))
  .optional();

/** A URL slug such as a type short title or a page short title. */
export const slug = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,63}$/,
    'must be a short title of lowercase letters, digits and dashes',
  );

/** Free text typed by a visitor (search), trimmed and bounded. */
export const freeText = (max: number) => z.string().trim().max(max);

/** Control characters (NUL, the rest of C0 but tab and line breaks, DEL and C1). */
export const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A visitor's free text: trimmed, bounded, and refused when it holds control characters. */
export const visitorText = (max: number) =>
  freeText(max).refine((v) => !CONTROL_CHARS.test(v), {
    error: 'must not contain control characters',
  });

/** Sort direction. */
export const order = z.enum(['asc', 'desc']);

/** A sort column chosen from an allowlist. */
export const column = <const T extends readonly [string, ...string[]]>(names: T) => z.enum(names);

/** The paging and sorting fields shared by the list calls. */
export const paging = {
  limit: int(1, MAX_LIMIT).default(LIST_LIMIT),
  from: int(0, MAX_FROM).default(0),
};

/** A calendar date as the API sends it: YYYY-MM-DD, optionally followed by a time. */
export const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date (YYYY-MM-DD)');

/** An id in a reply, as a number or as digits. */
export const replyId = z.coerce.number().int();

/** A nullable id in a reply (null, or 0 meaning none). */
export const replyOptionalId = z.coerce.number().int().nullable().optional();

/** A nullable string in a reply. */
export const replyText = z.string().nullable().optional();
