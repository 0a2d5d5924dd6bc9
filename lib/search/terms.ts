import { foldAz, INFIX_MIN, searchWords } from './fold';
import { stemFor } from './stem';

/** One word of a query as search uses it: folded, and its stem in the page's language. */
export interface Term {
  word: string;
  stem: string;
}

/** The terms of a query on a page of this language (at most eight, see searchWords). */
export function queryTerms(query: string, lang: 'az' | 'en'): Term[] {
  return searchWords(foldAz(query)).map((word) => ({ word, stem: stemFor(word, lang) }));
}

/**
 * Whether a folded word of the content matches a term as the search finds it:
 * it starts with the word or its stem (`hesabatlar` finds "hesabatı"), or holds
 * a word of INFIX_MIN letters or more inside it (`isiq` in "Azərişıq").
 */
export function termMatches(folded: string, term: Term): boolean {
  return (
    folded.startsWith(term.word) ||
    folded.startsWith(term.stem) ||
    (term.word.length >= INFIX_MIN && folded.includes(term.word))
  );
}
