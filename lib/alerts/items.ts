import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import type { Publication } from '@/lib/contract/entities';
import { filterRequest } from '@/lib/filter/query';
import { excerptWords } from '@/lib/format/excerpt';
import { stripHtml } from '@/lib/html/sanitize';
import { listCallInput } from '@/lib/publications/list-query';
import { getSource } from '@/lib/source';
import type { Target } from './targets';

/** How many of a view's newest items the detector reads and remembers. */
export const WATCHED_ITEMS = 20;

/** Words of an item's excerpt in a mail (the feed's SUMMARY_WORDS). */
const SUMMARY_WORDS = 40;

/** A view's item as an alert shows it. */
export interface AlertItem {
  id: number;
  title: string;
  /** the item's page, with language prefix */
  path: string;
  date: string;
  /** plain text, the feed's excerpt */
  summary: string;
}

type Item = Publication & { type_short_title?: string };

/**
 * The newest items of a followed view, straight from the active source (not
 * through the page cache: a new item must be seen as soon as it is stored),
 * with the feed's call input, language rule and excerpt.
 */
export async function newestItems(target: Target, locale: Locale): Promise<AlertItem[]> {
  const window = { limit: WATCHED_ITEMS, from: 0 };
  const source = getSource();
  let items: Item[];
  let path: (i: Item) => string;
  if (target.view === 'filter') {
    const input = { ...filterRequest(target.query), language: locale, ...window };
    items = (await source.call('dercler', input)).dercler;
    path = (i) => `/${i.type_short_title}/${i.id}`;
  } else {
    const kind = target.view;
    const input = { ...listCallInput(locale, target.query), ...window };
    items = await readList(kind, input);
    path = (i) => `/${kind}/${i.id}`;
  }
  return items
    .filter((i) => !(locale === 'en' && i.language === 'az'))
    .map((i) => ({
      id: i.id,
      title: i.title,
      path: localizePath(locale, path(i)),
      date: i.date,
      summary: excerptWords(stripHtml(i.text ?? ''), SUMMARY_WORDS),
    }));
}

async function readList(
  kind: Exclude<Target['view'], 'filter'>,
  input: ReturnType<typeof listCallInput> & { limit: number; from: number },
): Promise<Item[]> {
  const source = getSource();
  const { section, subsection, category, ...plain } = input;
  switch (kind) {
    case 'xeber':
      return (await source.call('xeberler', plain)).xeberler;
    case 'cixis':
      return (await source.call('cixislar', plain)).cixislar;
    case 'musahibe':
      return (await source.call('musahibeler', plain)).musahibeler;
    case 'meqale':
      return (await source.call('meqaleler', plain)).meqaleler;
    case 'jurnal':
      return (await source.call('jurnallar', plain)).jurnallar;
    case 'elan':
      return (await source.call('elanlar', { ...plain, section, subsection })).elanlar;
    case 'layihe':
      return (await source.call('layiheler', { ...plain, category })).layiheler;
  }
}
