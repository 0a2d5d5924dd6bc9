/**
 * The visible text of an HTML body, as one string with single spaces: the one HTML-to-text
 * function of the site, used by the server (page descriptions, card excerpts) and in the
 * browser (cards added by Load more), so a card reads the same wherever it was built.
 *
 * Pure string work, no DOM and no parser library (that would add ~30 kB to every list page):
 * the result is only ever shown as text (React escapes it), so a malformed tag can at worst
 * leave stray characters in an excerpt, never run anything.
 */
import { memoizeByText } from './memo';

/** Elements whose content is not text a reader sees. */
const HIDDEN =
  /<(script|style|template|noscript|textarea|option|title|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** A tag (quoted attribute values may hold '>'), a comment, a doctype or a CDATA block. */
const TAG = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\/?[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** Tags that end a word even when the source has no space next to them. */
const BREAK =
  /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|td|th|tr|table|figcaption|figure|section|article|hr)\b/i;

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  lsquo: '‘',
  rsquo: '’',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  shy: '',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  deg: '°',
  euro: '€',
  times: '×',
};

function codePoint(n: number): string {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff)
    ? String.fromCodePoint(n)
    : '\uFFFD';
}

/** Decodes numeric references and the common named ones; an unknown name stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const hex = ref[1] === 'x' || ref[1] === 'X';
      return codePoint(parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return NAMED[ref] ?? NAMED[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The visible text of an HTML string ('' for none). Remembered per string:
 * cards, excerpts and descriptions ask again for the same bodies on every request.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return textOf(html);
}

const textOf = memoizeByText((html: string) => {
  const text = html.replace(HIDDEN, ' ').replace(TAG, (tag) => (BREAK.test(tag) ? ' ' : ''));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
});
