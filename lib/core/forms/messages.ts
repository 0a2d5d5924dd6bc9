// eslint-disable-next-line no-restricted-syntax -- given to translatorsOf below
import az from '@/messages/forms.az.json';
// eslint-disable-next-line no-restricted-syntax -- given to translatorsOf below
import en from '@/messages/forms.en.json';
import type { Language } from '@/lib/core/contract/primitives';
import { translatorsOf } from '@/lib/core/site/translators';
import {
  errorKey,
  type FieldErrorCode,
  type RequestField,
} from '@/lib/core/contract/form-constants';

type Vars = Record<string, string | number>;

/**
 * The forms' texts through next-intl's translator, outside React: the build compiles the
 * message files (next.config.mjs), so a text is never read from them as a plain string.
 * A missing value shows the message's key instead of failing the reply.
 */
const translators = translatorsOf(az, en);

/** Whether an input name is a visible field with a label (both files have the same keys). */
const hasLabel = (field: string): field is keyof typeof az.RequestForm.fields =>
  Object.hasOwn(az.RequestForm.fields, field);

/** The server's texts of the forms, in the visitor's language (same files as the pages). */
export const formText = {
  error: (
    lang: Language,
    code: Exclude<keyof typeof az.FormErrors, 'requiredFields'>,
    vars?: Vars,
  ) => translators[lang](`FormErrors.${code}`, vars),
  survey: (lang: Language, key: keyof typeof az.Survey, vars?: Vars) =>
    translators[lang](`Survey.${key}`, vars),
  request: (lang: Language, key: 'success' | 'summaryGeneral') =>
    translators[lang](`RequestForm.${key}`),
  label: (lang: Language, field: RequestField) => translators[lang](`RequestForm.fields.${field}`),
  /** a field's label, or undefined for an input that is no visible field (language, token) */
  labelOf: (lang: Language, field: string): string | undefined =>
    hasLabel(field) ? translators[lang](`RequestForm.fields.${field}`) : undefined,
};

/** Localized field errors and a one-line summary naming the first field. */
export function describeFieldErrors(
  lang: Language,
  codes: Partial<Record<RequestField, FieldErrorCode>>,
  vars?: Vars,
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const [field, code] of Object.entries(codes))
    fields[field] = translators[lang](`FormErrors.${errorKey(field, code!)}`, vars);
  const [first] = Object.keys(fields);
  const label = first ? formText.labelOf(lang, first) : undefined;
  // An input that is no visible field (a wrong language or token) has no label to name.
  const message = !first
    ? formText.request(lang, 'summaryGeneral')
    : label
      ? `${label}: ${fields[first]}`
      : fields[first]!;
  return { message, fields };
}
