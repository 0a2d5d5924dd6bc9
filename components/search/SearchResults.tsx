import Link from 'next/link';
import type { SearchResults as Results } from '@/lib/contract/entities';
import { formatDate, isoDate } from '@/lib/format/date';
import { localizePath } from '@/i18n/paths';
import { highlightSegments } from '@/lib/search/highlight';
import type { Locale } from '@/i18n/routing';
import { SEARCH_GROUPS, searchGroupKind, type SearchGroup } from '@/lib/contract/kinds';
import styles from './Search.module.css';

type Hit = {
  id: number;
  title: string;
  date?: string;
  excerpt?: string;
  type_short_title?: string;
  type_title?: string;
};

/** The translated texts of each group: its heading, the type label of its hits, its count line. */
export type GroupTexts = Record<SearchGroup, { heading: string; type: string; count: string }>;

interface Props {
  results: Results;
  query: string;
  locale: Locale;
  texts: GroupTexts;
}

/** A text with the words the query matched in <mark>; React escapes every piece. */
function Highlighted({ text, query, locale }: { text: string; query: string; locale: Locale }) {
  return highlightSegments(text, query, locale).map((s, i) =>
    s.match ? <mark key={i}>{s.text}</mark> : s.text,
  );
}

/**
 * The search hits grouped by kind, each group with its heading and how many
 * hits it has; empty groups are left out. A hit from the site's own source
 * also shows its type, date and an excerpt with the matched words marked; an
 * upstream's hit shows its title only (docs/contract.md §7 gives no more).
 */
export function SearchResults({ results, query, locale, texts }: Props) {
  return SEARCH_GROUPS.map((field) => {
    const route = searchGroupKind(field);
    const hits: Hit[] = results[field];
    if (!hits.length) return null;
    const id = `search-${field}`;
    return (
      <section key={field} className={styles.group} aria-labelledby={id}>
        <h2 id={id} className={styles.heading}>
          {texts[field].heading}
        </h2>
        <p className={styles.count}>{texts[field].count}</p>
        <ol className={styles.hits}>
          {hits.map((hit) => (
            <li key={hit.id} className={styles.hit}>
              {hit.date && (
                <p className={styles.meta}>
                  <span>{hit.type_title || texts[field].type}</span>{' '}
                  <time dateTime={isoDate(hit.date)}>{formatDate(hit.date)}</time>
                </p>
              )}
              <Link
                href={localizePath(locale, `/${route ?? hit.type_short_title}/${hit.id}`)}
                className={styles.title}
              >
                <Highlighted text={hit.title} query={query} locale={locale} />
              </Link>
              {hit.excerpt && (
                <p className={styles.excerpt}>
                  <Highlighted text={hit.excerpt} query={query} locale={locale} />
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
    );
  });
}
