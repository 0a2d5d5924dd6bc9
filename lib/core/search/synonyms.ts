import { SYNONYMS } from './levers/synonyms';
import { phraseAt, queryTerms, withNames, type Term } from './terms';

type Lang = 'az' | 'en';

/**
 * Whether a phrase of a group is an abbreviation, matched whole (`un` must not find
 * "under"): written in capitals in the list (AMB, UN, OJSC, İT).
 */
const isAbbreviation = (text: string) =>
  /\p{Lu}/u.test(text) && text === text.toLocaleUpperCase('az');

/**
 * One place of a query: its own words (a word, or the phrase a synonym
 * matched) first, then each synonym's words. An item matches the place when
 * it holds every word of one of them (docs/search.md, "Synonyms").
 */
export type Slot = readonly (readonly Term[])[];

/**
 * English words an abbreviation may spell (`IT`, `US`): in a text they are mostly the
 * common word, so there the abbreviation is found through its long forms only.
 */
const COMMON_EN = new Set(
  'it us as is at on in an or no so to by of be we he me my up do go if am'.split(' '),
);

/** A word of a group's phrase: an abbreviation's whole, and in titles only when a common word. */
function abbreviated(t: Term, text: string, lang: Lang): Term {
  if (!isAbbreviation(text)) return t;
  return { ...t, whole: true, ...(lang === 'en' && COMMON_EN.has(t.word) && { titleOnly: true }) };
}

interface Phrase {
  text: string;
  terms: Term[];
}

const memo = new Map<Lang, Phrase[][]>();

/** The synonym groups (lib/core/search/levers/synonyms.ts) as terms of a page's language, read once. */
function groupsIn(lang: Lang): Phrase[][] {
  let groups = memo.get(lang);
  if (!groups) {
    groups = SYNONYMS.map((group) =>
      group
        .map((text) => ({
          text,
          terms: queryTerms(text, lang).map((t) => abbreviated(t, text, lang)),
        }))
        .filter((p) => p.terms.length > 0),
    );
    memo.set(lang, groups);
  }
  return groups;
}

/** The longest phrase of a synonym group the query's words start with at `at`, and its group. */
function longestAt(terms: readonly Term[], at: number, lang: Lang) {
  let best: { phrase: Phrase; group: Phrase[] } | null = null;
  for (const group of groupsIn(lang))
    for (const phrase of group)
      if (
        phraseAt(terms, at, phrase.terms) &&
        phrase.terms.length > (best?.phrase.terms.length ?? 0)
      )
        best = { phrase, group };
  return best;
}

/**
 * The places of a query on a page of `lang`: each word alone, or, where the
 * words are a phrase of a synonym group (folded alike or of one stem; the
 * longest phrase first), that phrase with the group's other phrases as
 * alternatives (`AMB` → AMB, or Azərbaycan Mərkəzi Bankı, or Mərkəzi Bank, …);
 * a word the group lists as an abbreviation is then matched whole, typed or not.
 */
export function querySlots(terms: readonly Term[], lang: Lang): Slot[] {
  const slots: Slot[] = [];
  for (let at = 0; at < terms.length;) {
    const found = longestAt(terms, at, lang);
    if (!found) {
      slots.push([[terms[at]!]]);
      at += 1;
      continue;
    }
    const { phrase, group } = found;
    // The query's own abbreviation is matched whole too: `UN` is not "under".
    const own = phrase.terms.map((p, i) => ({
      ...terms[at + i]!,
      ...(p.whole && { whole: true }),
      ...(p.titleOnly && { titleOnly: true }),
    }));
    slots.push([own, ...group.filter((p) => p !== phrase).map((p) => p.terms)]);
    at += own.length;
  }
  return slots;
}

/**
 * The query's words that a synonym group lists as they are (folded), not only
 * by their stem: what they find, their synonyms found too (`büdcə` on the
 * English page), so they are spelled right. A misspelling that shares a
 * listed word's stem (`procurment`) is not among them.
 */
export function synonymWords(terms: readonly Term[], lang: Lang): Set<string> {
  const listed = new Set(
    groupsIn(lang).flatMap((g) => g.flatMap((p) => p.terms.map((t) => t.word))),
  );
  const slots = querySlots(terms, lang).filter((slot) => slot.length > 1);
  return new Set(slots.flatMap((slot) => slot[0]!.map((t) => t.word)).filter((w) => listed.has(w)));
}

/**
 * Every term a query's search matches, its synonyms' included: what a result marks. `names`:
 * the words the search kept whole (`SearchResults.names`), matched as themselves, not their stem.
 */
export function matchedTerms(query: string, lang: Lang, names: readonly string[] = []): Term[] {
  return querySlots(withNames(queryTerms(query, lang), names), lang).flat(2);
}

/**
 * When the whole query is one phrase of a synonym group (`AMB`, `budget`),
 * the group's other phrases as written, in the group's order, at most `most`;
 * else none. What the site asks an upstream when the query finds nothing there.
 */
export function wholeQuerySynonyms(query: string, lang: Lang, most: number): string[] {
  const terms = queryTerms(query, lang);
  const found = terms.length > 0 ? longestAt(terms, 0, lang) : null;
  if (!found || found.phrase.terms.length !== terms.length) return [];
  return found.group
    .filter((p) => p !== found.phrase)
    .map((p) => p.text)
    .slice(0, most);
}
