import { allPages } from './all-pages';
import { MAX_LIMIT } from '@/lib/core/contract/primitives';
import { readPublications, type Caller, type ItemKind } from '@/lib/core/contract/kinds';
import { SourceError } from '@/lib/core/content/source/errors';
import { keysOf } from '@/lib/core/contract/keys';
import { HAYDAR_ALIYEV_PAGE, ITEM_ROUTES, ROUTES, STATIC_PAGES } from '@/lib/core/site/routes';

/**
 * The translation report (docs/languages.md): which items exist in English, read from the
 * English replies, where an untranslated item says `language: 'az'` (the site's database, or
 * an upstream by docs/contract.md §7's rule). Pure over a `call`: the site reads through its
 * page cache, the metric and `npm run translations:report` ask the source itself.
 */

/** The content kinds of the report: each publication kind, the records, the static pages. */
type ReportKind = ItemKind | 'derc' | 'page';
const REPORT_KINDS: readonly ReportKind[] = [...keysOf(ITEM_ROUTES), 'derc', 'page'];

export interface ReportItem {
  kind: ReportKind;
  title: string;
  /** YYYY-MM-DD; null for a static page (pages carry no date) */
  date: string | null;
  /** the Azerbaijani page's path ('/xeber/61') */
  path: string;
  translated: boolean;
}

export interface ReportRow {
  kind: ReportKind;
  items: number;
  /** items in both languages */
  translated: number;
  /** translated / items, in per cent with one decimal; null when there are no items */
  share: number | null;
  /** the oldest untranslated item's date, or null */
  oldestUntranslated: string | null;
}

const day = (date: string) => date.slice(0, 10);

async function publications(call: Caller, kind: ItemKind): Promise<ReportItem[]> {
  const items = await allPages((from) =>
    readPublications(call, kind, {
      language: 'en',
      limit: MAX_LIMIT,
      from,
      column: 'id',
      order: 'asc',
    }),
  );
  return items.map((i) => ({
    kind,
    title: i.title,
    date: day(i.date),
    path: `/${kind}/${i.id}`,
    translated: i.language !== 'az',
  }));
}

async function records(call: Caller): Promise<ReportItem[]> {
  const items = await allPages(async (from) => {
    const input = { language: 'en', limit: MAX_LIMIT, from, column: 'id', order: 'asc' } as const;
    return (await call('dercler', input)).dercler;
  });
  return items.map((r) => ({
    kind: 'derc',
    title: r.title,
    date: day(r.date),
    path: `/${r.type_short_title}/${r.id}`,
    translated: r.language !== 'az',
  }));
}

/** The static pages the source has (one it refuses is not a page: none of the report's). */
async function pages(call: Caller): Promise<ReportItem[]> {
  const read = async (shortTitle: string, path: string): Promise<ReportItem[]> => {
    try {
      const { content } = await call('page', { short_title: shortTitle, language: 'en' });
      return content.slice(0, 1).map((p) => ({
        kind: 'page',
        title: p.title,
        date: null,
        path,
        translated: p.language !== 'az',
      }));
    } catch (e) {
      if (e instanceof SourceError && e.failure === 'rejected') return [];
      throw e;
    }
  };
  const all = [
    ...STATIC_PAGES.map((p) => read(p, `/page/${p}`)),
    read(HAYDAR_ALIYEV_PAGE, ROUTES.haydarAliyev),
  ];
  return (await Promise.all(all)).flat();
}

/** Every item of every kind of the report, with whether it is translated. */
export async function reportItems(call: Caller): Promise<ReportItem[]> {
  const lists = await Promise.all([
    ...keysOf(ITEM_ROUTES).map((kind) => publications(call, kind)),
    records(call),
    pages(call),
  ]);
  return lists.flat();
}

/** The report's rows, one per kind in REPORT_KINDS' order. */
export function reportRows(items: readonly ReportItem[]): ReportRow[] {
  return REPORT_KINDS.map((kind) => {
    const of = items.filter((i) => i.kind === kind);
    const translated = of.filter((i) => i.translated).length;
    const dates = of.flatMap((i) => (!i.translated && i.date ? [i.date] : []));
    return {
      kind,
      items: of.length,
      translated,
      share: of.length ? Math.round((1000 * translated) / of.length) / 10 : null,
      oldestUntranslated: dates.length ? dates.reduce((a, b) => (b < a ? b : a)) : null,
    };
  });
}

/** The untranslated items, newest first (undated pages last), for the editors. */
export function untranslatedNewestFirst(items: readonly ReportItem[]): ReportItem[] {
  return items
    .filter((i) => !i.translated)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.path.localeCompare(b.path));
}
