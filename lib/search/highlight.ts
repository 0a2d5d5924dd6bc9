import { foldAz, INFIX_MIN, searchWords } from './fold';

/** A piece of a title: plain text, or a word the query matched. */
export interface Segment {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Whether a folded title word matches a query word as the search does. */
const matches = (word: string, q: string) =>
  word.startsWith(q) || (q.length >= INFIX_MIN && word.includes(q));

/**
 * The title cut into segments, marking every word that starts with a word of
 * the query, or holds one of three letters or more inside it (as the search
 * finds them), compared as the search compares them (case and Azerbaijani
 * letters folded). Plain data: the caller renders <mark>, nothing is parsed as HTML.
 */
export function highlightSegments(title: string, query: string): Segment[] {
  const words = searchWords(foldAz(query));
  // foldAz maps one character to one, so positions in the folded title are positions in the title.
  const folded = foldAz(title);
  if (!words.length || folded.length !== title.length) return [{ text: title, match: false }];
  const segments: Segment[] = [];
  let last = 0;
  for (const found of folded.matchAll(WORD)) {
    if (!words.some((w) => matches(found[0], w))) continue;
    const start = found.index;
    const end = start + found[0].length;
    if (start > last) segments.push({ text: title.slice(last, start), match: false });
    segments.push({ text: title.slice(start, end), match: true });
    last = end;
  }
  if (last < title.length) segments.push({ text: title.slice(last), match: false });
  return segments;
}
