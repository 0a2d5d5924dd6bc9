'use server';

import { hasLocale } from 'next-intl';
import type { SurveyFormState } from '@/components/forms/no-script-state';
import type { Answer } from '@/components/forms/survey-types';
import { routing } from '@/i18n/routing';
import { TEXT_MAX } from '@/lib/core/contract/form-constants';
import { getSurveyQuestions } from '@/lib/core/content/forms';

/**
 * The survey posted without JavaScript (or before its script loaded): its captcha cannot
 * be solved without a script, so nothing is stored; the page is answered with every answer
 * given, back in its place (docs/forms.md, "Without JavaScript"). Only the survey's own
 * questions and variants are read; text written beside a question's "other" variant
 * chooses that variant, as the script does.
 */
export async function surveyWithoutScript(
  locale: string,
  _previous: SurveyFormState | null,
  form: FormData,
): Promise<SurveyFormState> {
  const language = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const answers: Record<number, Answer> = {};
  for (const q of await getSurveyQuestions(language)) {
    const chosen = Number(form.get(`q-${q.id}`));
    const written = form.get(`q-${q.id}-text`);
    const text = typeof written === 'string' ? written.slice(0, TEXT_MAX) : '';
    const textVariant = q.variants.find((v) => v.variant_type === 'text');
    const variant =
      q.variants.find((v) => v.id === chosen) ?? (text.trim() ? textVariant : undefined);
    if (variant)
      answers[q.id] = { variant: variant.id, text: variant === textVariant ? text : undefined };
    else if (text.trim()) answers[q.id] = { text };
  }
  return { answers };
}
