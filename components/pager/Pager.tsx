import Link from 'next/link';
import { pagerPages } from '@/lib/core/site/pager';
import styles from './Pager.module.css';

/** The pager's words: the previous and next links' names, a page link's name. */
interface PagerTexts {
  previous: string;
  next: string;
  page: (page: number) => string;
}

interface Props {
  /** The name of the pager's navigation region ("Pages of the table"). */
  label: string;
  current: number;
  count: number;
  /** The address of a page. */
  href: (page: number) => string;
  texts: PagerTexts;
}

/**
 * Links to a list's pages: previous, first, a window around the current one,
 * last, next (lib/core/site/pager.ts). Plain links, so it pages with JavaScript
 * and without; nothing for a single page.
 */
export function Pager({ label, current, count, href, texts }: Props) {
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul>
        {current > 1 && (
          <li>
            <Link href={href(current - 1)} rel="prev" aria-label={texts.previous}>
              ‹
            </Link>
          </li>
        )}
        {pagerPages(current, count).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-label={texts.page(page)}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Link href={href(current + 1)} rel="next" aria-label={texts.next}>
              ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
