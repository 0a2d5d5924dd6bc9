import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '@/lib/core/contract/primitives';

interface BilingualRow {
  titleAz: string;
  titleEn: string | null;
  textAz?: string;
  textEn?: string | null;
  /** the day an untranslated item's English version is expected (an editor's date) */
  translationDue?: string | null;
}

/**
 * The title and text of a row in the asked language. An item without an
 * English translation is shown in Azerbaijani and says so (language: 'az'),
 * so the page can mark it lang="az" and tell the visitor, with the day its
 * English version is expected when an editor set one (docs/languages.md).
 */
export function localizeDoc(row: BilingualRow, lang: Language) {
  const english = lang === 'en' && row.titleEn !== null;
  const due = lang === 'en' && !english ? row.translationDue : null;
  return {
    title: english ? row.titleEn! : row.titleAz,
    text: english ? (row.textEn ?? '') : (row.textAz ?? ''),
    language: english ? ('en' as const) : ('az' as const),
    ...(due ? { translation_due: due } : {}),
  };
}

/** A short name in the asked language, falling back to Azerbaijani. */
export function localizeName(az: string, en: string | null | undefined, lang: Language): string {
  return lang === 'en' && en ? en : az;
}

/** Orders by a column in the asked direction, then by id the same way, so pages never overlap. */
export function ordered(column: AnyPgColumn, id: AnyPgColumn, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return column === id ? [by(id)] : [by(column), by(id)];
}

/**
 * Every word matched against a folded words column (a tsvector with its GIN
 * index): as the start of a word (`prefix`: `xeber` finds "xəbərlər") or as a
 * whole word. `words` come from searchWords() (letters and digits only, so
 * safe in a tsquery).
 */
export function matchesWords(
  column: AnyPgColumn | SQL,
  words: string[],
  match: 'prefix' | 'whole' = 'prefix',
): SQL {
  const query = words.map((w) => (match === 'prefix' ? `${w}:*` : w)).join(' & ');
  return sql`${column} @@ to_tsquery('simple', ${query})`;
}

/** Any table that has these columns: drizzle's table types are tied to their names. */
export type WithColumns<K extends string> = PgTable & Record<K, AnyPgColumn>;
