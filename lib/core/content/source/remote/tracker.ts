import type { CallReply } from '@/lib/core/contract/calls';
import { MAX_LIMIT, type Language } from '@/lib/core/contract/primitives';
import { callRemote, type RemoteOptions } from './client';

/** The most tracker pages read at once (100 rows each: 5,000 rows). */
const TRACKER_SCAN_PAGES = 50;

/** How long one reading of the tracker's pages answers lookups by id (the page cache's time). */
const SCAN_TTL_MS = 300_000;

export type TrackerRow = CallReply<'tovsiyyeler'>['tovsiyyeler'][number];

/** Every row of the upstream's tracker in a language (at most TRACKER_SCAN_PAGES pages), by id. */
export async function readTrackerRows(
  opts: RemoteOptions,
  language: Language,
): Promise<Map<number, TrackerRow>> {
  const found = new Map<number, TrackerRow>();
  const { page_count } = await callRemote(opts, 'tovsiyyePageCount', {
    language,
    limit: MAX_LIMIT,
  });
  for (let page = 1; page <= Math.min(page_count, TRACKER_SCAN_PAGES); page += 1) {
    const { tovsiyyeler } = await callRemote(opts, 'tovsiyyeler', {
      language,
      limit: MAX_LIMIT,
      page,
    });
    for (const row of tovsiyyeler) found.set(row.id, row);
  }
  return found;
}

const scans = new Map<string, { at: number; rows: Promise<Map<number, TrackerRow>> }>();

/**
 * The upstream tracker's rows by id, in a language: its pages read at most once per
 * SCAN_TTL_MS per upstream and language, so that a stranger asking for ids that do not exist
 * costs the upstream nothing more (issue 36: nothing an outsider sends multiplies the site's
 * requests).
 */
export function scanRecommendations(opts: RemoteOptions, language: Language) {
  const key = `${opts.baseUrl}|${language}`;
  const cached = scans.get(key);
  if (cached && Date.now() - cached.at < SCAN_TTL_MS) return cached.rows;
  const rows = readTrackerRows(opts, language);
  scans.set(key, { at: Date.now(), rows });
  rows.catch(() => scans.delete(key));
  return rows;
}
