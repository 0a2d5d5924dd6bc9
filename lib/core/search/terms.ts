import { foldAz, INFIX_MIN, searchWords } from './fold';
import { stemFor } from './stem';

/** One word of a query as search uses it: folded, and its stem in the page's language. */
export interface Term {
  word: string;
  stem: string;
  /**
   * Matched as a whole word only: a word of fewer than WHOLE_BELOW letters (`İT` must not
   * find "itki", `IT` not "it's"), or an abbreviation a synonym adds (`un` must not find "under").
   */
  whole?: boolean;
  /**
   * Matched as itself in titles only: an abbreviation that is also a common word of the
   * page's language (`IT` on an English page: the texts' "it"), found in the texts through
   * its synonyms' long forms (lib/core/search/synonyms.ts).
   */
  titleOnly?: boolean;
  /**
   * An English stem's final i spelled y, as the word's base writes it: Porter2 gives
   * `ministri` for "ministries" and "ministry", and the content's "ministry" does not start
   * with `ministri`.
   */
  spelled?: string;
  /**
   * A name the search kept whole (issue 57: `Azərsu` is not cut to `azər`, the start of every
   * "Azərbaycan"); its stem is the word itself. Set by the site's own search, which looks the
   * words up in the content.
   */
  name?: boolean;
}

/** The query's terms with the words a search kept whole as names (`SearchResults.names`). */
export function withNames(terms: readonly Term[], names: readonly string[] = []): Term[] {
  return terms.map((t) => (names.includes(t.word) ? { ...t, stem: t.word, name: true } : t));
}

/** Words shorter than this match whole words only: as prefixes they start too many words. */
const WHOLE_BELOW = 3;

/** The terms of a query on a page of this language (at most eight, see searchWords). */
export function queryTerms(query: string, lang: 'az' | 'en'): Term[] {
  return searchWords(foldAz(query)).map((word) =>
    word.length < WHOLE_BELOW
      ? { word, stem: word, whole: true }
      : withSpelling({ word, stem: stemFor(word, lang) }, lang),
  );
}

/** An English term whose stem ends in an i that was a y (`ministri`), with the y form too. */
function withSpelling(term: Term, lang: 'az' | 'en'): Term {
  const spelled = `${term.stem.slice(0, -1)}y`;
  if (lang !== 'en' || !/[^aeiou]i$/.test(term.stem) || term.word.startsWith(spelled)) return term;
  return { ...term, spelled };
}

/**
 * Whether a folded word of the content matches a term as the search finds it:
 * it starts with the word or its stem (`hesabatlar` finds "hesabatı"), or holds
 * a word of INFIX_MIN letters or more inside it (`isiq` in "Azərişıq"); a
 * `whole` term only itself.
 */
export function termMatches(folded: string, term: Term): boolean {
  if (term.whole) return folded === term.word || folded === `-${term.word}`;
  return (
    folded.startsWith(term.word) ||
    folded.startsWith(term.stem) ||
    (term.spelled !== undefined && folded.startsWith(term.spelled)) ||
    (term.word.length >= INFIX_MIN && folded.includes(term.word))
  );
}

/**
 * Whether two words are the same for the levers (synonyms, best bets): folded
 * alike, of one stem, or one the stem of the other (`tövsiyələr` is
 * `tövsiyə`, whose own stem the stripper cuts shorter).
 */
const sameWord = (a: Term, b: Term) =>
  a.word === b.word || a.stem === b.stem || a.stem === b.word || a.word === b.stem;

/** Whether `terms` from `at` on start with the words of `phrase` (each the same word, sameWord). */
export function phraseAt(terms: readonly Term[], at: number, phrase: readonly Term[]): boolean {
  return (
    phrase.length > 0 &&
    at + phrase.length <= terms.length &&
    phrase.every((p, i) => sameWord(terms[at + i]!, p))
  );
}
