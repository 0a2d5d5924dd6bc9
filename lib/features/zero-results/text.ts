import { foldAz } from '@/lib/core/search/fold';
import { MAX_CHARS, MAX_WORDS } from './limits';

/** Digits that numbers written apart may hold together before they are dropped (a phone number). */
const MAX_NUMBER_DIGITS = 8;

const isNumber = (token: string) => /^[\d+().-]+$/.test(token) && /\d/.test(token);
const digits = (tokens: string[]) => tokens.join('').replace(/\D/g, '').length;

/**
 * A search's text as the zero-result counts keep it, or null when nothing
 * is left: no token holding `@` (an e-mail address) or five digits in a row
 * (a phone, identity card or passport number); no numbers at all when the
 * numbers written apart hold more than eight digits (`050 123 45 67`); then
 * folded as the search folds (case and Azerbaijani letters), letters and
 * digits only, one space between words, the first eight words, at most 100
 * characters. So two searches the search cannot tell apart count as one.
 */
export function zeroResultText(query: string): string | null {
  const tokens = query.split(/\s+/).filter((t) => t && !t.includes('@') && !/\d{5}/.test(t));
  const numbers = tokens.filter(isNumber);
  const kept = digits(numbers) > MAX_NUMBER_DIGITS ? tokens.filter((t) => !isNumber(t)) : tokens;
  const words = kept.flatMap((t) => foldAz(t).split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  const text = words.slice(0, MAX_WORDS).join(' ').slice(0, MAX_CHARS).trim();
  return text === '' ? null : text;
}
