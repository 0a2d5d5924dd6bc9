import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { read } from './cache';
import { getLatestPublication } from './publications';
import { logQuietFailure } from './quiet';

/**
 * docs/contract.md §9: 7 records in the slider, 12 news in the grid. The spec's 3 news ahead of
 * the records are the grid's first three, shown once (docs/design.md, "Home page").
 */
const HOME_COUNTS = { sliderRecords: 7, gridNews: 12 } as const;

/** The record type the Azerbaijani slider leaves out (docs/api.md: type 1, activity reports). */
const AZ_HIDDEN_TYPE = 1;

/** The latest item of a kind, or null when there is none or the call fails (docs/contract.md §7: ignored). */
async function latestOrNone(kind: 'cixis' | 'musahibe' | 'elan', locale: Locale) {
  try {
    return await getLatestPublication(kind, locale);
  } catch (e) {
    logQuietFailure(`home ${kind}`, e);
    return null;
  }
}

/**
 * Everything the home page reads, once per request and shared by the page
 * and its metadata, so a failing main read fails before anything is sent.
 * The news and the slider's records are the page's main content; the three
 * "What's new" items are secondary and left out quietly when they fail. The
 * about text comes from the messages (HomePage.aboutText), not from a page
 * the spec does not name.
 */
export const getHomeSections = cache(async (locale: Locale) => {
  const [news, records, cixis, musahibe, elan] = await Promise.all([
    read('xeberler', { language: locale, limit: HOME_COUNTS.gridNews }),
    read('dercler', {
      language: locale,
      limit: HOME_COUNTS.sliderRecords,
      // site addition: the local source filters in SQL, the remote one on the site (lib/core/content/source/remote)
      ...(locale === 'az' ? { exclude_type: AZ_HIDDEN_TYPE } : {}),
    }),
    latestOrNone('cixis', locale),
    latestOrNone('musahibe', locale),
    latestOrNone('elan', locale),
  ]);
  return {
    news: news.xeberler,
    records: records.dercler.filter((r) => locale !== 'az' || r.type !== AZ_HIDDEN_TYPE),
    whatsNew: { cixis, musahibe, elan },
  };
});

export type HomeData = Awaited<ReturnType<typeof getHomeSections>>;
