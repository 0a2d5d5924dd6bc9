import { foldAz } from './fold';
import { matchedTerms } from './synonyms';
import { termMatches } from './terms';

/** How many words an excerpt of a search result holds (docs/contract.md §9: excerpts of 25 words). */
export const EXCERPT_WORDS = 25;

/**
 * A short excerpt of an item's plain text around the first word the query
 * matches (a few words of lead-in), with an ellipsis where it was cut; the
 * start of the text when no word matches (the item matched by its title). `names`: the words
 * the search kept whole.
 */
export function excerptAround(
  text: string,
  query: string,
  lang: 'az' | 'en',
  names: readonly string[] = [],
): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const terms = matchedTerms(query, lang, names);
  const first = words.findIndex((w) =>
    foldAz(w)
      .split(/[^\p{L}\p{N}]+/u)
      .some((part) => part && terms.some((t) => termMatches(part, t))),
  );
  const start = Math.max(0, Math.min(first - 5, words.length - EXCERPT_WORDS));
  const end = Math.min(words.length, start + EXCERPT_WORDS);
  return `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
}
