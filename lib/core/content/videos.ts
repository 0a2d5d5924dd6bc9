import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { read } from './cache';
import { MAX_CALL_LIMIT, parseWindow, type ListWindow } from '@/lib/core/site/list-window';

/** Videos per page (docs/contract.md §9). */
export const VIDEO_PAGE_SIZE = 12;

type Raw = string | string[] | undefined;

/** The first value of a query parameter. */
export const firstValue = (raw: Raw): string | undefined => (Array.isArray(raw) ? raw[0] : raw);

/** The group a query asks for (`?group=ID`), or undefined for the top level. */
export function parseGroup(raw: Raw): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/** The title of a group, found among the top-level entries; null when it is not one. */
const groupTitle = cache(async (locale: Locale, group: number) => {
  const { videolar } = await read('videolar', { language: locale, limit: MAX_CALL_LIMIT });
  const entry = videolar.find((v) => v.id === group && !v.link?.trim());
  return entry ? entry.title : null;
});

/**
 * The videos a page shows: a window of the top level or of one group, id
 * descending, and the group's title. Shared by the page and its head.
 */
export const getVideoPage = cache(
  async (locale: Locale, group: number | undefined, from?: string, count?: string) => {
    const window: ListWindow = parseWindow({ from, count }, VIDEO_PAGE_SIZE);
    const [{ videolar }, title] = await Promise.all([
      read('videolar', {
        language: locale,
        parent: group,
        from: window.from,
        limit: window.count,
      }),
      group ? groupTitle(locale, group) : Promise.resolve(null),
    ]);
    return { window, videos: videolar, groupTitle: title };
  },
);
