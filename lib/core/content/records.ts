import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Derc } from '@/lib/core/contract/entities';
import { MAX_LIMIT, slug } from '@/lib/core/contract/primitives';
import { toneByName } from '@/lib/core/tracker/tone';
import { allPages } from './all-pages';
import { read } from './cache';
import { parseId } from './publications';
import { getTrackerOptions } from './tracker';

/** A record by type short title and id, or null when either is malformed or they do not match. */
export const getRecord = cache(async (locale: Locale, type: string, rawId: string) => {
  const id = parseId(rawId);
  if (id === null || !slug.safeParse(type).success) return null;
  const { dercler } = await read('dercler', { id, type_short_title: type, language: locale });
  return dercler.length === 1 && dercler[0]!.type_short_title === type ? dercler[0]! : null;
});

/** A record by id alone (its preview image), or null. */
export const getRecordById = cache(async (locale: Locale, rawId: string) => {
  const id = parseId(rawId);
  if (id === null) return null;
  const { dercler } = await read('dercler', { id, language: locale });
  return dercler.length === 1 ? dercler[0]! : null;
});

/**
 * The recommendations that came from a record (its page lists them), each with its status's
 * tone (the tracker's colours): [] when none did, and always over an upstream, whose tracker
 * does not link its rows to records.
 */
export const getRecordRecommendations = cache(async (locale: Locale, id: number) => {
  const { tovsiyyeler } = await read('dercTovsiyyeleri', { language: locale, derc: id });
  if (tovsiyyeler.length === 0) return [];
  const tone = toneByName((await getTrackerOptions(locale)).statuslar);
  return tovsiyyeler.map((row) => ({ ...row, tone: tone.get(row.status_name) }));
});

export type RecordRecommendation = Awaited<ReturnType<typeof getRecordRecommendations>>[number];

/** Project categories (the projects list's chooser). */
export const getProjectCategories = cache(
  async () => (await read('layiheCategories', {})).categories,
);

/** Every record in a language, oldest id first, paging by the largest page the API allows (the sitemap). */
export function getAllRecords(language: Locale): Promise<Derc[]> {
  return allPages(async (from) => {
    const input = { language, limit: MAX_LIMIT, from, column: 'id', order: 'asc' } as const;
    return (await read('dercler', input)).dercler;
  });
}
