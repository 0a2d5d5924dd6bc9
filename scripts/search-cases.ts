/**
 * The search queries of the bench (scripts/bench.ts) and of the in-process
 * measurement (scripts/measure-search.ts), one list for both.
 */
export type SearchQuery = { query: string; language: 'az' | 'en' };

const az = (query: string): SearchQuery => ({ query, language: 'az' });

export const SEARCH_QUERIES: Record<'neticeler' | 'infix' | 'stems', SearchQuery[]> = {
  neticeler: ['audit', 'xeber', 'budce', 'hesabat'].map(az),
  // Words found only inside longer words, and misspellings answered with a suggestion.
  infix: ['isiq', 'azerisk', 'hesabtlari', 'dcesi'].map(az),
  // Inflected words found through their stems (docs/search.md), in both languages.
  stems: [
    az('hesabatlar'),
    az('auditlərin'),
    az('tövsiyələrin'),
    { query: 'budgets', language: 'en' },
  ],
};
