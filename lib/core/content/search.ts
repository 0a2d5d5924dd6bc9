import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import type { GroupTotal, SearchResults } from '@/lib/core/contract/entities';
import { perGroup, type SearchGroup } from '@/lib/core/contract/search-groups';
import { bestBets, type BestBet } from '@/lib/core/search/best-bets';
import { foundNothing } from '@/lib/core/search/found';
import { read } from './cache';

/** What the results page shows of a search (docs/home-and-search.md, "Keyword search"). */
export interface SearchPageData {
  /** The reply shown: the typed words', or the suggestion's when those found nothing. */
  results: SearchResults;
  /** How many hits each group of the reply shown has. */
  totals: Record<SearchGroup, GroupTotal>;
  /** The words whose results are shown: the typed ones, or the suggestion. */
  shown: string;
  /** Whether the suggestion's results are shown in place of the typed words' (which found nothing). */
  corrected: boolean;
  /** "Did you mean …?": a suggestion not shown in place. */
  suggestion?: string;
  /** The editors' pages for these words (lib/core/search/levers/best-bets.ts). */
  bets: BestBet[];
  /** Whether readers miss this search: the search page counts it (lib/features/zero-results). */
  missed: boolean;
}

/**
 * A search as the results page shows it (docs/contract.md §7 neticeler, with the
 * site's `type` and `page`): when the typed words find nothing and the reply
 * suggests words that do, the suggestion's results, unless `exact` (the
 * reader asked for the words as typed). A search that finds nothing, or only
 * items holding some of its words (`partial`), and has no best bet is `missed`: the search
 * page counts it (docs/search.md, "What readers search for") after the page is sent, once per
 * search a reader makes: on its first page, not on the pages of a type or the words as typed,
 * which follow from it. Read once per page request (React's cache), whether the reply came
 * from the data cache or not.
 */
export const getSearchPage = cache(
  async (
    locale: Locale,
    query: string,
    type: SearchGroup | undefined,
    page: number,
    exact: boolean,
  ): Promise<SearchPageData> => {
    const search = async (words: string) =>
      (
        await read('neticeler', {
          language: locale,
          query: words,
          ...(type ? { type } : {}),
          ...(type && page > 1 ? { page } : {}),
        })
      ).neticeler;
    const typed = await search(query);
    const bets = bestBets(query, locale);
    const nothing = foundNothing(typed);
    // Results for only some of the words are counted too: the rest is what readers miss.
    const missed = (nothing || typed.partial === true) && bets.length === 0 && !type && !exact;
    const view = (results: SearchResults, shown: string) => ({
      results,
      totals: results.totals ?? perGroup((g) => ({ count: results[g].length, capped: false })),
      shown,
      corrected: shown !== query,
      bets,
      missed,
    });
    if (nothing && typed.suggestion && !exact) {
      const fixed = await search(typed.suggestion);
      if (!foundNothing(fixed)) return view(fixed, typed.suggestion);
    }
    return { ...view(typed, query), suggestion: typed.suggestion };
  },
);
