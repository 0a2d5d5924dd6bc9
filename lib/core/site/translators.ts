import { createTranslator } from 'next-intl';
import type { Language } from '@/lib/core/contract/primitives';

/**
 * Translators of one area's message files outside React (mails, API replies): a missing
 * value shows the message's key instead of failing the reply.
 */
export function translatorsOf<M extends Record<string, unknown>>(az: M, en: M) {
  const translate = (locale: Language, messages: M) =>
    createTranslator({ locale, messages, onError: () => {} });
  const translators: Record<Language, ReturnType<typeof translate>> = {
    az: translate('az', az),
    en: translate('en', en),
  };
  return translators;
}
