import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';

/** SPEC §9: 3 news then 7 records in the slider, 12 news in the grid. */
export const HOME_COUNTS = { sliderNews: 3, sliderRecords: 7, gridNews: 12 } as const;

/** The record type the Azerbaijani slider leaves out (docs/api.md: type 1, activity reports). */
export const AZ_HIDDEN_TYPE = 1;

/** The latest item of a kind, or null when there is none or the call fails (SPEC §7: ignored). */
async function latestOrNone(call: 'cixislar' | 'musahibeler' | 'elanlar', locale: Locale) {
  try {
    const reply = (await read(call, { language: locale, limit: 1 })) as Record<
      string,
      Array<{ id: number; title: string; text: string; date: string; photo?: string | null }>
    >;
    return reply[call]?.[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Everything the home page shows, read once per request and shared by the
 * page and its metadata, so a failing source fails before anything is sent.
 * Only the three "What's new" calls may fail quietly.
 */
export const homeData = cache(async (locale: Locale) => {
  const [news, records, about, cixis, musahibe, elan] = await Promise.all([
    read('xeberler', { language: locale, limit: HOME_COUNTS.gridNews }),
    read('dercler', {
      language: locale,
      limit: HOME_COUNTS.sliderRecords,
      ...(locale === 'az' ? { exclude_type: AZ_HIDDEN_TYPE } : {}),
    }),
    read('page', { language: locale, short_title: 'haqqimizda' }),
    latestOrNone('cixislar', locale),
    latestOrNone('musahibeler', locale),
    latestOrNone('elanlar', locale),
  ]);
  return {
    news: news.xeberler,
    records: records.dercler,
    about: about.content[0] ?? null,
    whatsNew: { cixis, musahibe, elan },
  };
});

export type HomeData = Awaited<ReturnType<typeof homeData>>;
