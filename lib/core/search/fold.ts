const MAP: Record<string, string> = {
  ə: 'e',
  Ə: 'e',
  ı: 'i',
  I: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ü: 'u',
  Ü: 'u',
  ş: 's',
  Ş: 's',
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
};

/**
 * Folds case and the Azerbaijani letters to plain Latin, exactly as the
 * database's az_fold() does (lib/core/db/migrations/0000_init.sql), one character
 * for one, so positions in the folded text match the original.
 */
export function foldAz(text: string): string {
  let out = '';
  for (const ch of text) out += MAP[ch] ?? ch.toLowerCase();
  return out;
}

/**
 * The distinct words of a (folded) query, at most eight, each at least two
 * characters or a digit (the issue of "№ 3").
 */
export function searchWords(folded: string): string[] {
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2 || /^\d$/.test(w));
  return [...new Set(words)].slice(0, 8);
}

/** Shortest query word the search also finds inside a longer word (trigrams need three letters). */
export const INFIX_MIN = 3;
