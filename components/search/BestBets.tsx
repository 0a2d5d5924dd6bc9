import Link from 'next/link';
import type { BestBet } from '@/lib/core/search/best-bets';
import styles from './Search.module.css';

/**
 * The editors' pages for a search (lib/core/search/levers/best-bets.ts), above its
 * results: a short list of links under a heading ("Recommended").
 */
export function BestBets({ bets, heading }: { bets: readonly BestBet[]; heading: string }) {
  if (bets.length === 0) return null;
  return (
    <section className={styles.bets} aria-labelledby="search-bets">
      <h2 id="search-bets" className={styles.betsHeading}>
        {heading}
      </h2>
      <ul className={styles.betList}>
        {bets.map((bet) => (
          <li key={bet.path}>
            <Link href={bet.path} className={styles.title}>
              {bet.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
