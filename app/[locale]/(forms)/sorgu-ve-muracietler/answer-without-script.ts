'use server';

import { getTranslations } from 'next-intl/server';
import type { RequestFormState } from '@/components/forms/no-script-state';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { DATE_PARTS } from '@/lib/core/contract/birth-date';
import { errorKey, REQUEST_TEXT_FIELDS, TEXT_MAX } from '@/lib/core/contract/form-constants';
import { checkRequestForm } from '@/lib/core/contract/request-form';
import { entriesOf, fromKeys } from '@/lib/core/contract/keys';

/** No field of the form holds more: what a post holds past it is not kept. */
const FIELD_MAX = TEXT_MAX + 100;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, FIELD_MAX) : '';
};

/**
 * The request form posted without JavaScript (or before its script loaded): its captcha
 * cannot be solved without a script, so nothing is stored or sent; the page is answered
 * with every field as typed and the problems the form's own check finds, so that the
 * visitor loses nothing (docs/forms.md, "Without JavaScript"). The file is never read: its
 * input has no name, so a browser without JavaScript does not send it.
 */
export async function requestWithoutScript(
  locale: string,
  _previous: RequestFormState | null,
  form: FormData,
): Promise<RequestFormState> {
  const language = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const t = await getTranslations({ locale: language, namespace: 'FormErrors' });
  const tForm = await getTranslations({ locale: language, namespace: 'RequestForm' });
  const azerbaijan = form.get('azerbaijan') === 'on';
  const typed = fromKeys(REQUEST_TEXT_FIELDS, (name) => field(form, name));
  // The tick fills the country, as the script does.
  if (azerbaijan) typed.olke = tForm('azerbaijan');
  const date = fromKeys(DATE_PARTS, (part) => field(form, `tevellud_${part}`).slice(0, 8));
  const { clean, codes, dateWrong } = checkRequestForm(typed, date);
  const errors: RequestFormState['errors'] = {};
  for (const [name, code] of entriesOf(codes)) if (code) errors[name] = t(errorKey(name, code));
  return { values: { ...clean, tevellud: '' }, date, dateWrong, errors, azerbaijan };
}
