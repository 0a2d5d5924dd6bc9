import Link from 'next/link';
import type { SearchResults as Results } from '@/lib/core/contract/entities';
import { formatDate, isoDate } from '@/lib/core/format/date';
import { localizePath } from '@/i18n/paths';
import { highlightSegments } from '@/lib/features/search/highlight';
import type { Locale } from '@/i18n/routing';
import { searchGroupKind, type SearchGroup } from '@/lib/core/contract/kinds';
import styles from './Search.module.css';

type Hit = {
  id: number;
  title: string;
  date?: string;
  excerpt?: string;
  type_short_title?: string;
  type_title?: string;
};

/** One group as the page shows it: its texts, and the link to all its hits when it shows only some. */
export interface GroupView {
  group: SearchGroup;
  heading: string;
  /** The type label of its hits ("Xəbər"). */
  type: string;
  /** How many hits it has ("48 nəticə"), or which of them a page shows. */
  count: string;
  /** The link to the group's own pages ("All 48 results in News"). */
  more?: { href: string; text: string };
  /** At most this many of its hits are shown (the "All" view's best few); all when absent. */
  limit?: number;
}

interface Props {
  results: Results;
  /** The words whose matches are marked. */
  query: string;
  locale: Locale;
  /** The groups in the order shown (lib/features/search/group-order.ts). */
  groups: readonly GroupView[];
}

/** The words to mark: the query's, with the names the search kept whole (SearchResults.names). */
interface Marks {
  query: string;
  names?: readonly string[];
  locale: Locale;
}

/** A text with the words the query matched in <mark>; React escapes every piece. */
function Highlighted({ text, marks }: { text: string; marks: Marks }) {
  return highlightSegments(text, marks.query, marks.locale, marks.names).map((s, i) =>
    s.match ? <mark key={i}>{s.text}</mark> : s.text,
  );
}

/**
 * The search hits grouped by kind, each group with its heading, how many hits
 * it has, its first `limit` hits and, when it has more than it shows, a link to all of them; empty
 * groups are left out. A hit from the site's own source also shows its type,
 * date and an excerpt with the matched words marked; an upstream's hit shows
 * its title only (docs/contract.md §7 gives no more).
 */
export function SearchResults({ results, query, locale, groups }: Props) {
  const marks: Marks = { query, names: results.names, locale };
  return groups.map(({ group, heading, type, count, more, limit }) => {
    const route = searchGroupKind(group);
    const hits: Hit[] = results[group].slice(0, limit);
    if (!hits.length) return null;
    const id = `search-${group}`;
    return (
      <section key={group} className={styles.group} aria-labelledby={id}>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.count}>{count}</p>
        <ol className={styles.hits}>
          {hits.map((hit) => (
            <li key={hit.id} className={styles.hit}>
              {hit.date && (
                <p className={styles.meta}>
                  <span>{hit.type_title || type}</span>{' '}
                  <time dateTime={isoDate(hit.date)}>{formatDate(hit.date)}</time>
                </p>
              )}
              <Link
                href={localizePath(locale, `/${route ?? hit.type_short_title}/${hit.id}`)}
                className={styles.title}
              >
                <Highlighted text={hit.title} marks={marks} />
              </Link>
              {hit.excerpt && (
                <p className={styles.excerpt}>
                  <Highlighted text={hit.excerpt} marks={marks} />
                </p>
              )}
            </li>
          ))}
        </ol>
        {more && (
          <p className={styles.more}>
            <Link href={more.href}>{more.text}</Link>
          </p>
        )}
      </section>
    );
  });
}
