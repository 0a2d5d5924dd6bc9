import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { siteOrigin } from '@/lib/platform/config/env';
import {
  getFilterExport,
  getLegalExport,
  getPublicationListExport,
} from '@/lib/core/content/list-export';
import { LEGAL_CALLS, type LegalList } from '@/lib/core/contract/calls';
import type { ItemKind } from '@/lib/core/contract/kinds';
import { exportCsv } from '@/lib/core/format/csv';
import {
  dataFormat,
  dataList,
  FEEDBACK_SEGMENT,
  FIGURES_SEGMENT,
  TRANSLATIONS_SEGMENT,
  type ListDataReply,
} from '@/lib/core/content/feeds/params';
import { getRequestFigures } from '@/lib/features/requests/figures-view';
import { listKind } from '@/lib/core/contract/kinds';
import { SourceError } from '@/lib/core/content/source';
import { keysOf } from '@/lib/core/contract/keys';
import { getFeedbackSummary } from '@/lib/features/page-feedback/summary';
import { getTranslationRows } from '@/lib/core/content/translation';

type Params = { params: Promise<{ locale: string; list: string; format: string }> };

/** The legal documents' lists (/qanunlar, …): their path segments. */
const LEGAL_LISTS = keysOf(LEGAL_CALLS);

const COLUMNS = ['id', 'title', 'date', 'url', 'summary', 'language'] as const;
const RECORD_COLUMNS = [...COLUMNS, 'type'] as const;
const LEGAL_COLUMNS = ['id', 'title', 'url'] as const;
const FEEDBACK_COLUMNS = ['month', 'kind', 'answers', 'yes'] as const;
const FIGURES_COLUMNS = [
  'month',
  'institution',
  'requestType',
  'received',
  'answered',
  'answeredInTime',
  'overdue',
  'medianWorkingDays',
] as const;
const TRANSLATION_COLUMNS = [
  'content_kind',
  'items',
  'translated',
  'share',
  'oldest_untranslated',
] as const;
type Column =
  | (typeof RECORD_COLUMNS)[number]
  | (typeof FEEDBACK_COLUMNS)[number]
  | (typeof FIGURES_COLUMNS)[number]
  | (typeof TRANSLATION_COLUMNS)[number];

/** The translation report's rows as a table (docs/languages.md). */
async function translationTable(): Promise<Table> {
  const rows = (await getTranslationRows()).map((r) => ({
    content_kind: r.kind,
    items: r.items,
    translated: r.translated,
    share: r.share,
    oldest_untranslated: r.oldestUntranslated,
  }));
  return { keys: TRANSLATION_COLUMNS, rows, truncated: false };
}

interface Table {
  keys: readonly Column[];
  rows: Array<Partial<Record<Column, string | number | null>>>;
  truncated: boolean;
}

/** What a list's download holds, read as its page reads it; each row with its absolute url. */
async function readTable(
  target: {
    kind?: ItemKind;
    legal?: LegalList;
    feedback?: boolean;
    figures?: boolean;
    translations?: boolean;
  },
  locale: Locale,
  url: URL,
): Promise<Table> {
  const origin = siteOrigin();
  if (target.translations) return translationTable();
  if (target.feedback)
    return { keys: FEEDBACK_COLUMNS, rows: await getFeedbackSummary(), truncated: false };
  // Counts from 1 to 4 are '<5' (docs/requests.md, "Requests in figures").
  if (target.figures)
    return { keys: FIGURES_COLUMNS, rows: await getRequestFigures(locale), truncated: false };
  if (target.legal) {
    // A file on this site's media is given with the site's address, for a reader elsewhere.
    const docs = await getLegalExport(target.legal, locale);
    const rows = docs.map((d) => ({ ...d, url: d.url?.startsWith('/') ? origin + d.url : d.url }));
    return { keys: LEGAL_COLUMNS, rows, truncated: false };
  }
  const read = target.kind
    ? await getPublicationListExport(target.kind, locale, Object.fromEntries(url.searchParams))
    : await getFilterExport(locale, url.searchParams.toString());
  const rows = read.rows.map((r) => ({ ...r, url: `${origin}${r.path}` }));
  return { keys: target.kind ? COLUMNS : RECORD_COLUMNS, rows, truncated: read.truncated };
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

/**
 * The items a publication list, an archive filter view, a legal documents' list or the page
 * feedback's summary shows, as open data (docs/open-data.md): /xeberler/data.csv?section=…,
 * /en/filter/data.json?type=…, /qanunlar/data.csv, /sehife-reyleri/data.csv (next.config.mjs
 * rewrites them here). CSV per RFC 4180 in UTF-8 with a
 * BOM and a header row in the language; JSON `{language, list, truncated, columns, rows}`.
 * Every item, in the page's order, at most 5,000 (`truncated` says when more exist).
 */
export async function GET(request: Request, { params }: Params) {
  const { locale, list, format } = await params;
  const kind = listKind(list) ?? undefined;
  const legal = LEGAL_LISTS.find((l) => l === list);
  const feedback = list === FEEDBACK_SEGMENT;
  const figures = list === FIGURES_SEGMENT;
  const translations = list === TRANSLATIONS_SEGMENT;
  const known = dataList.safeParse(list).success && dataFormat.safeParse(format).success;
  if (!hasLocale(routing.locales, locale) || !known) return notFound();
  let table: Table;
  try {
    table = await readTable(
      { kind, legal, feedback, figures, translations },
      locale,
      new URL(request.url),
    );
  } catch (e) {
    if (e instanceof SourceError)
      return Response.json({ status: false, message: e.message }, { status: e.status });
    throw e;
  }
  const t = await getTranslations({ locale, namespace: 'ListData.columns' });
  const columns = table.keys.map((key) => ({ key, title: t(key) }));
  const { rows, truncated } = table;
  const headers = {
    'content-disposition': `attachment; filename="${list}.${format}"`,
    'cache-control': 'public, s-maxage=300, stale-while-revalidate=86400',
    'x-truncated': String(truncated),
  };
  if (format === 'json') {
    const json = rows.map((r) => Object.fromEntries(table.keys.map((k) => [k, r[k] ?? null])));
    const reply: ListDataReply = { language: locale, list, truncated, columns, rows: json };
    return Response.json(reply, { headers });
  }
  return new Response(exportCsv({ columns, rows, truncated }), {
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
  });
}
