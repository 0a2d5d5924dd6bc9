/**
 * Small, deterministic helpers for composing the demo content: HTML snippets,
 * Azerbaijani ordinal suffixes and safe array access (the project compiles
 * with noUncheckedIndexedAccess).
 */
import type { Doc, Named } from './types';

/** Element `i` of `arr`, wrapping around; throws on an empty array. */
export function pick<T>(arr: readonly T[], i: number): T {
  if (arr.length === 0) throw new Error('pick: empty array');
  const item = arr[((i % arr.length) + arr.length) % arr.length];
  if (item === undefined) throw new Error('pick: out of range');
  return item;
}

/** `count` consecutive elements of `arr` starting at `start`, wrapping around. */
export function slice<T>(arr: readonly T[], start: number, count: number): T[] {
  const out: T[] = [];
  for (let k = 0; k < count; k += 1) out.push(pick(arr, start + k));
  return out;
}

/**
 * Azerbaijani ordinal suffix of a number written in digits, chosen by the
 * vowel of the last spoken word: 1-ci, 3-cü, 6-cı, 9-cu, 10-cu, 40-cı, 100-cü.
 */
export function ordSuffix(n: number): string {
  const units = ['', 'ci', 'ci', 'cü', 'cü', 'ci', 'cı', 'ci', 'ci', 'cu'];
  const tens = ['', 'cu', 'ci', 'cu', 'cı', 'ci', 'cı', 'ci', 'ci', 'cı'];
  const u = n % 10;
  if (u !== 0) return pick(units, u);
  const t = Math.floor(n / 10) % 10;
  if (t !== 0) return pick(tens, t);
  if (n % 1000 !== 0) return 'cü';
  return 'ci';
}

/** "2024-cü", "2026-cı", "3-cü". */
export function ord(n: number): string {
  return `${n}-${ordSuffix(n)}`;
}

/** One paragraph. */
export function p(text: string): string {
  return `<p>${text}</p>`;
}

/** An unordered list. */
export function ul(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

/** An ordered list. */
export function ol(items: readonly string[]): string {
  return `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
}

/** A second-level heading. */
export function h2(text: string): string {
  return `<h2>${text}</h2>`;
}

/** A quotation. */
export function quote(text: string): string {
  return `<blockquote><p>${text}</p></blockquote>`;
}

/** A link. */
export function a(href: string, text: string): string {
  return `<a href="${href}">${text}</a>`;
}

/** Joins HTML blocks. */
export function html(...blocks: readonly string[]): string {
  return blocks.join('');
}

/** A bilingual document. */
export function doc(azTitle: string, azHtml: string, enTitle: string, enHtml: string): Doc {
  return { az: { title: azTitle, html: azHtml }, en: { title: enTitle, html: enHtml } };
}

/** An Azerbaijani-only document. */
export function docAz(azTitle: string, azHtml: string): Doc {
  return { az: { title: azTitle, html: azHtml }, en: null };
}

/** Shorthand for a bilingual name. */
export function n(az: string, en: string): Named {
  return { az, en };
}

/** Merges several lists by taking one element of each in turn (deterministic interleaving). */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}
