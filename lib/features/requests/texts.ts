// eslint-disable-next-line no-restricted-syntax -- given to createTranslator below
import az from '@/messages/requests.az.json';
// eslint-disable-next-line no-restricted-syntax -- given to createTranslator below
import en from '@/messages/requests.en.json';
import type { Language } from '@/lib/core/contract/primitives';
import { translatorsOf } from '@/lib/core/site/translators';

type Vars = Record<string, string | number>;

const translators = translatorsOf(az, en);

export type RequestMailKey = keyof typeof az.RequestMail;
export type RequestLookupKey = keyof typeof az.RequestLookup;
export type RequestStateKey = keyof typeof az.RequestStates;

/** The request tracking's texts outside React (mails, API replies), from the pages' files. */
export const requestText = {
  mail: (lang: Language, key: RequestMailKey, vars?: Vars) =>
    translators[lang](`RequestMail.${key}`, vars),
  lookup: (lang: Language, key: RequestLookupKey, vars?: Vars) =>
    translators[lang](`RequestLookup.${key}`, vars),
  state: (lang: Language, key: RequestStateKey) => translators[lang](`RequestStates.${key}`),
};
