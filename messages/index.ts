/**
 * The interface texts, one pair of files (Azerbaijani, English) per area of
 * the site, so each area's texts live next to each other and apart from the
 * others': `core` (shell, errors, shared components), `publications`, `home`
 * (home, records, filter, search), `documents` (legal, videos, civil service,
 * data pages, recommendations) and `forms` (requests, proposals, survey).
 * Every top-level key (namespace) belongs to exactly one area.
 */
import type core from './core.az.json';
import type documents from './documents.az.json';
import type forms from './forms.az.json';
import type home from './home.az.json';
import type publications from './publications.az.json';

export const MESSAGE_AREAS = ['core', 'publications', 'home', 'documents', 'forms'] as const;

export type AppMessages = typeof core &
  typeof publications &
  typeof home &
  typeof documents &
  typeof forms;

/** All texts of one language, merged from every area. */
export async function loadMessages(locale: 'az' | 'en'): Promise<AppMessages> {
  const parts = await Promise.all(
    MESSAGE_AREAS.map(async (area) => (await import(`./${area}.${locale}.json`)).default),
  );
  return Object.assign({}, ...parts) as AppMessages;
}
