import 'server-only';
import type { Locale } from '@/i18n/routing';
import { read } from './cache';

/** The request form's options: social statuses, request types, institutions. */
export async function getRequestFormOptions(locale: Locale) {
  const [social, types, institutions] = await Promise.all([
    read('sosialDurumlar', { language: locale }),
    read('muracietNovleri', { language: locale }),
    read('qurumlar', { language: locale }),
  ]);
  return {
    socialStatuses: social.sosial_durumlar,
    requestTypes: types.muraciet_novleri,
    institutions: institutions.qurumlar,
  };
}

/** The survey's questions. */
export async function getSurveyQuestions(locale: Locale) {
  return (await read('sorguQuestions', { language: locale })).questions;
}
