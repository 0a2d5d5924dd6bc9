import az from '@/messages/forms.az.json';
import en from '@/messages/forms.en.json';
import type { Language } from '@/lib/contract/primitives';
import type { FieldErrorCode, RequestField } from '@/lib/contract/form-constants';

const ALL = { az, en } as const;
type Vars = Record<string, string | number>;

const fill = (text: string, vars: Vars = {}) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));

/** The server's texts of the forms, in the visitor's language (same files as the pages). */
export const formText = {
  error: (lang: Language, code: keyof typeof az.FormErrors, vars?: Vars) =>
    fill(ALL[lang].FormErrors[code], vars),
  survey: (lang: Language, key: keyof typeof az.Survey, vars?: Vars) =>
    fill(ALL[lang].Survey[key], vars),
  request: (lang: Language, key: 'success' | 'summaryGeneral') => ALL[lang].RequestForm[key],
  label: (lang: Language, field: RequestField) => ALL[lang].RequestForm.fields[field],
  /** a field's label, or undefined for an input that is no visible field (language, token) */
  labelOf: (lang: Language, field: string): string | undefined =>
    (ALL[lang].RequestForm.fields as Record<string, string>)[field],
};

/** Localized field errors and a one-line summary naming the first field. */
export function describeFieldErrors(
  lang: Language,
  codes: Partial<Record<RequestField, FieldErrorCode>>,
  vars?: Vars,
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const [field, code] of Object.entries(codes))
    fields[field] = formText.error(lang, code!, vars);
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
