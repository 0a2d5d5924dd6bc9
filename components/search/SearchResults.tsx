import Link from 'next/link';
import type { SearchResults as Results } from '@/lib/contract/entities';
import { localizePath } from '@/i18n/paths';
import { highlightSegments } from '@/lib/search/highlight';
import type { Locale } from '@/i18n/routing';
import styles from './Search.module.css';

/** The groups of docs/contract.md §2 in their order, with the item route of each. */
export const SEARCH_GROUPS = [
  ['dercler', null],
  ['xeberler', 'xeber'],
  ['elanlar', 'elan'],
  ['cixislar', 'cixis'],
  ['musahibeler', 'musahibe'],
  ['jurnallar', 'jurnal'],
  ['layiheler', 'layihe'],
] as const;

type Hit = { id: number; title: string; type_short_title?: string };

interface Props {
  results: Results;
  query: string;
  locale: Locale;
  /** Each group's heading, by reply field. */
  labels: Record<(typeof SEARCH_GROUPS)[number][0], string>;
}

/** A title with the words the query matched in <mark>; React escapes every piece. */
function Highlighted({ title, query }: { title: string; query: string }) {
  return highlightSegments(title, query).map((s, i) =>
    s.match ? <mark key={i}>{s.text}</mark> : s.text,
  );
}

/** The search hits grouped by kind, each group with its heading; empty groups are left out. */
export function SearchResults({ results, query, locale, labels }: Props) {
  return SEARCH_GROUPS.map(([field, route]) => {
    const hits: Hit[] = results[field];
    if (!hits.length) return null;
    const id = `search-${field}`;
    return (
      <section key={field} className={styles.group} aria-labelledby={id}>
        <h2 id={id} className={styles.heading}>
          {labels[field]}
        </h2>
        <ul className={styles.hits}>
          {hits.map((hit) => (
            <li key={hit.id}>
              <Link href={localizePath(locale, `/${route ?? hit.type_short_title}/${hit.id}`)}>
                <Highlighted title={hit.title} query={query} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
