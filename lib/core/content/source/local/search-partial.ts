import { sql, type SQL } from 'drizzle-orm';
import type { Slot } from '@/lib/core/search/synonyms';
import { lookup, SEARCHED_TABLES } from './search-index';
import { COLUMNS, matching, searchTiers, termsQuery, type Lang, type Tiers } from './search-tiers';

// Results for some of the words (docs/search.md, "Some of the words"): when no item holds
// every word of a query, the items holding most of them, the rarest words weighing most.

/** The most items a word's frequency counts per kind (bounds the work; a rarer word is told apart). */
const FREQUENCY_CAP = 1000;

/** The most combinations of words probed, and the most kept (each adds its tiers to a page). */
const PROBES = 15;
const KEPT = 3;

/**
 * How many items in `lang` hold each place of the query (capped per kind), and how
 * many items there are: one statement, through the word index.
 */
async function frequencies(slots: readonly Slot[], infixes: Map<string, string[]>, lang: Lang) {
  const column = COLUMNS[lang].words;
  const translated = lang === 'en' ? sql`and title_en is not null` : sql``;
  const counts = slots.map((slot, i) => {
    const where = matching(column, termsQuery([slot], 'start', infixes, true));
    const perTable = SEARCHED_TABLES.map(
      (t) =>
        sql`(select count(*) from (select 1 from ${sql.identifier(t)} where ${where} ${translated} limit ${FREQUENCY_CAP}) s)`,
    );
    return sql`${sql.join(perTable, sql` + `)} as ${sql.identifier(`n${i}`)}`;
  });
  const all = SEARCHED_TABLES.map(
    (t) => sql`(select count(*) from ${sql.identifier(t)} where true ${translated})`,
  );
  const [row] = await lookup<Record<string, number | string>>(
    sql`select ${sql.join(counts, sql`, `)}, ${sql.join(all, sql` + `)} as total`,
  );
  return {
    found: slots.map((_, i) => Number(row?.[`n${i}`] ?? 0)),
    total: Number(row?.total ?? 0),
  };
}

/** BM25's inverse document frequency: a word held by few of `total` items weighs most. */
const rarity = (holding: number, total: number) =>
  Math.log(1 + (total - holding + 0.5) / (holding + 0.5));

/**
 * The combinations of the query's places that some item holds, best first: those
 * that weigh most (the sum of their places' rarity, so more places before fewer, a
 * rare word before a common one), without the whole query. Each place that no item
 * holds is left out; at most PROBES combinations are probed, KEPT kept.
 */
async function bestCombinations(
  slots: readonly Slot[],
  infixes: Map<string, string[]>,
  lang: Lang,
): Promise<Slot[][]> {
  const { found, total } = await frequencies(slots, infixes, lang);
  const held = slots
    .map((slot, i) => ({ slot, weight: rarity(found[i]!, Math.max(total, found[i]!)), i }))
    .filter((_, i) => found[i]! > 0);
  const combos: Array<{ slots: typeof held; weight: number }> = [];
  for (let mask = 1; mask < 1 << held.length; mask++) {
    const chosen = held.filter((_, i) => mask & (1 << i));
    if (chosen.length === slots.length) continue; // the whole query, which found nothing
    combos.push({ slots: chosen, weight: chosen.reduce((sum, s) => sum + s.weight, 0) });
  }
  combos.sort((a, b) => b.weight - a.weight || b.slots.length - a.slots.length);
  const column = COLUMNS[lang].words;
  const kept: Slot[][] = [];
  for (const combo of combos.slice(0, PROBES)) {
    const places = combo.slots.sort((a, b) => a.i - b.i).map((s) => s.slot);
    const where = matching(column, termsQuery(places, 'start', infixes, true));
    const exists = SEARCHED_TABLES.map(
      (t) => sql`exists (select 1 from ${sql.identifier(t)} where ${where})`,
    );
    const [row] = await lookup<{ found: boolean }>(
      sql`select ${sql.join(exists, sql` or `)} as found`,
    );
    if (row?.found) kept.push(places);
    if (kept.length === KEPT) break;
  }
  return kept;
}

/**
 * The tiers of a search for some of the words: each kept combination's tiers
 * (./search-tiers), one combination after another, each leaving out the items
 * an earlier one holds; null when no combination finds anything.
 */
export async function partialTiers(
  slots: readonly Slot[],
  infixes: Map<string, string[]>,
  lang: Lang,
): Promise<Tiers | null> {
  if (slots.length < 2) return null;
  const combos = await bestCombinations(slots, infixes, lang);
  if (combos.length === 0) return null;
  const list: Tiers['list'] = [];
  let earlier: SQL | null = null;
  for (const places of combos) {
    const tiers = searchTiers([...places], infixes, lang);
    for (const { tier, where, before } of tiers.list) {
      const not: SQL[] = [before, earlier].filter((c) => c !== null);
      list.push({ tier, where, before: not.length ? sql.join(not, sql` or `) : null });
    }
    earlier = earlier ? sql`(${earlier}) or (${tiers.any})` : tiers.any;
  }
  return { list, any: earlier! };
}
