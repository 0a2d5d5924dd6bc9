import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import type { Publication } from '@/lib/core/contract/entities';
import { MAX_LIMIT } from '@/lib/core/contract/primitives';
import type { ItemKind } from '@/lib/core/contract/kinds';
import { filterRequest } from '@/lib/core/filter/query';
import { excerptWords } from '@/lib/core/format/excerpt';
import { stripHtml } from '@/lib/core/format/html/sanitize';
import {
  listCallInput,
  parseListQuery,
  type SearchParams,
} from '@/lib/core/publications/list-query';
import type { LegalList } from '@/lib/core/contract/calls';
import { legalTarget } from '@/lib/core/documents/legal';
import { fileUrl } from '@/lib/core/format/media/url';
import { getLegalDocuments } from './documents';
import { getPublicationList } from './publications';
import { getRecordFeed } from './filter';
import { read } from './cache';

/** The most rows a list's download holds; past it the download says it was cut. */
const MAX_LIST_EXPORT_ROWS = 5000;

/** Words of a row's summary (the feeds' excerpt). */
const SUMMARY_WORDS = 40;

/** One item of a list's download: what its card says, and its page. */
export interface ListExportRow {
  id: number;
  title: string;
  date: string;
  /** the item's page, with the language prefix */
  path: string;
  summary: string;
  /** the language its title and text are in (az: an English list's item without a translation) */
  language: string;
  /** records only: their type */
  type?: string;
}

type Item = Publication & { type_short_title?: string };

/**
 * Every item a window reader answers, MAX_LIMIT at a time until a window is short, at most
 * MAX_LIST_EXPORT_ROWS; one more item past them means the download was cut.
 */
async function readAll(window: (limit: number, from: number) => Promise<Item[]>) {
  const items: Item[] = [];
  while (items.length < MAX_LIST_EXPORT_ROWS) {
    const page = await window(MAX_LIMIT, items.length);
    items.push(...page);
    if (page.length < MAX_LIMIT) return { items, truncated: false };
  }
  const more = await window(1, MAX_LIST_EXPORT_ROWS);
  return { items: items.slice(0, MAX_LIST_EXPORT_ROWS), truncated: more.length > 0 };
}

function rowOf(item: Item, locale: Locale, path: string, type?: string): ListExportRow {
  return {
    id: item.id,
    title: item.title,
    date: item.date.slice(0, 10),
    path: localizePath(locale, path),
    summary: excerptWords(stripHtml(item.text ?? ''), SUMMARY_WORDS),
    language: item.language ?? locale,
    ...(type === undefined ? {} : { type }),
  };
}

/**
 * Every item of a publication list with its filters (section, subsection, category), newest
 * first, as the list and its Load more show them, through the page cache.
 */
export async function getPublicationListExport(
  kind: ItemKind,
  locale: Locale,
  params: SearchParams,
) {
  const query = parseListQuery(params);
  const input = listCallInput(locale, query);
  const { items, truncated } = await readAll((limit, from) =>
    getPublicationList(kind, { ...input, limit, from }),
  );
  return { rows: items.map((i) => rowOf(i, locale, `/${kind}/${i.id}`)), truncated, query };
}

/** Every record of an archive filter view (its type, choices and words), as the filter lists them. */
export async function getFilterExport(locale: Locale, queryString: string) {
  const { query } = await getRecordFeed(locale, queryString, 1);
  const input = filterRequest(query);
  const { items, truncated } = await readAll(async (limit, from) => {
    const { dercler } = await read('dercler', { ...input, language: locale, limit, from });
    return dercler;
  });
  const rows = items.map((i) =>
    rowOf(i, locale, `/${i.type_short_title}/${i.id}`, i.type_short_title),
  );
  return { rows, truncated, query };
}

/** One document of a legal list's download: its title and where it is (a page or a file). */
export interface LegalExportRow {
  id: number;
  title: string;
  /** the document's external page or its file's address; null when it has neither */
  url: string | null;
}

/** Every document of a legal list, in the page's order, with its address. */
export async function getLegalExport(list: LegalList, locale: Locale): Promise<LegalExportRow[]> {
  const docs = await getLegalDocuments(list, locale);
  return docs.map((doc) => {
    const target = legalTarget(doc);
    const url =
      target.kind === 'external'
        ? target.href
        : target.kind === 'file'
          ? fileUrl('qanunlar', target.name)
          : null;
    return { id: doc.id, title: doc.title, url };
  });
}
