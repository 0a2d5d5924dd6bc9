import { createTranslator } from 'next-intl';
// eslint-disable-next-line no-restricted-syntax -- given to createTranslator below
import az from '@/messages/alerts.az.json';
// eslint-disable-next-line no-restricted-syntax -- given to createTranslator below
import en from '@/messages/alerts.en.json';
import type { Language } from '@/lib/core/contract/primitives';

type Vars = Record<string, string | number>;

const translate = (locale: Language, messages: typeof az) =>
  createTranslator({ locale, messages, onError: () => {} });
const translators: Record<Language, ReturnType<typeof translate>> = {
  az: translate('az', az),
  en: translate('en', en),
};

export type AlertErrorCode = keyof typeof az.AlertErrors;
/** Whether a code (from a result page's address) is one of the alerts' error codes. */
export const isErrorCode = (code: string): code is AlertErrorCode =>
  Object.hasOwn(az.AlertErrors, code);
export type AlertMailKey = keyof typeof az.AlertMail;
export type AlertPageKey = keyof typeof az.Alerts;

/** The alerts' texts outside React (API replies and mails), from the same files as the pages. */
export const alertText = {
  error: (lang: Language, code: AlertErrorCode, vars?: Vars) =>
    translators[lang](`AlertErrors.${code}`, vars),
  mail: (lang: Language, key: AlertMailKey, vars?: Vars) =>
    translators[lang](`AlertMail.${key}`, vars),
  page: (lang: Language, key: AlertPageKey, vars?: Vars) =>
    translators[lang](`Alerts.${key}`, vars),
};
