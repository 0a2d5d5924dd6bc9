import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { BEST_BETS } from './levers/best-bets';
import { phraseAt, queryTerms } from './terms';

/** A page the editors put first for a search: its title in the page's language, its path. */
export interface BestBet {
  title: string;
  path: string;
}

/** The most best bets one search shows. */
const BEST_BETS_SHOWN = 3;

/**
 * The best bets of a search on a page of `locale` (lib/core/search/levers/best-bets.ts):
 * the pages whose listed queries are the whole search, word for word, each
 * word folded alike or of one stem in the page's language (`Tövsiyələr` is
 * `tövsiyə`, `reports` is `report`), in the list's order, at most
 * BEST_BETS_SHOWN. Computed from the data alone, so it is the same whichever
 * source answers the search.
 */
export function bestBets(query: string, locale: Locale): BestBet[] {
  const terms = queryTerms(query, locale);
  if (terms.length === 0) return [];
  const isWhole = (listed: string) => {
    const phrase = queryTerms(listed, locale);
    return phrase.length === terms.length && phraseAt(terms, 0, phrase);
  };
  return BEST_BETS.filter((bet) => bet.queries.some(isWhole))
    .slice(0, BEST_BETS_SHOWN)
    .map((bet) => ({ title: bet.title[locale], path: localizePath(locale, bet.path) }));
}
