import { foldAz } from '@/lib/core/search/fold';
import { matchedTerms } from '@/lib/core/search/synonyms';
import { termMatches } from '@/lib/core/search/terms';

/** A piece of a text: plain text, or a word the query matched. */
export interface Segment {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The text (a title or an excerpt) cut into segments, marking every word the
 * search matches, its synonyms' included (./terms: the start of the word or of
 * its stem, or inside a longer word; ./synonyms), compared as the search
 * compares them (case and Azerbaijani letters folded), a name the search kept
 * whole (`names`, SearchResults.names) as itself. Plain data: the caller
 * renders <mark>, nothing is parsed as HTML.
 */
export function highlightSegments(
  text: string,
  query: string,
  lang: 'az' | 'en' = 'az',
  names: readonly string[] = [],
): Segment[] {
  const terms = matchedTerms(query, lang, names);
  // foldAz maps one character to one, so positions in the folded text are positions in the text.
  const folded = foldAz(text);
  if (!terms.length || folded.length !== text.length) return [{ text, match: false }];
  const segments: Segment[] = [];
  let last = 0;
  for (const found of folded.matchAll(WORD)) {
    if (!terms.some((t) => termMatches(found[0], t))) continue;
    const start = found.index;
    const end = start + found[0].length;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
