import { htmlToText } from '@/lib/core/format/html/text';

// \s covers Unicode spaces (no-break space included); zero-width spaces separate words too.
const SEPARATORS = /[\s\u200b]+/u;
// Punctuation that would dangle before the ellipsis ('word,…').
const DANGLING = /[\s,.;:–—-]+$/u;

/**
 * The first `words` words of plain text, whitespace collapsed, with '…' only
 * when something was cut (docs/contract.md §9: 25 for cards, 13 for titles; 21 and 40 elsewhere).
 */
export function excerptWords(text: string, words: number): string {
  const all = text.split(SEPARATORS).filter(Boolean);
  const limit = Math.max(0, Math.floor(words));
  if (all.length <= limit) return all.join(' ');
  if (limit === 0) return '';
  const kept = all.slice(0, limit).join(' ').replace(DANGLING, '');
  return `${kept || all.slice(0, limit).join(' ')}…`;
}

/** The first `words` words of an HTML body's visible text (see excerptWords). */
export function excerptHtml(html: string, words: number): string {
  return excerptWords(htmlToText(html), words);
}
