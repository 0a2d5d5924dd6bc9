/**
 * Search that finds what a citizen means (issue 57), over the demo content in
 * the embedded database: some of the words when no item holds all of them, a
 * name matched whole, short words whole, abbreviations and citizen words
 * through synonyms, articles as a group, and a near-exact title first in "All".
 */
import { SEARCH_GROUPS } from '@/lib/core/contract/kinds';
import type { SearchResults } from '@/lib/core/contract/entities';
import { foldAz } from '@/lib/core/search/fold';
import { groupOrder } from '@/lib/features/search/group-order';
import { newestItems } from '@/lib/features/alerts/watch/items';
import { demoSource } from '@/test/demo-source';

const source = demoSource('search-citizen');

const reply = async (query: string, language: 'az' | 'en') =>
  (await source.call('neticeler', { query, language })).neticeler;
const keys = (results: SearchResults) =>
  SEARCH_GROUPS.flatMap((g) => results[g].map((hit) => `${g}/${hit.id}`));
/** The titles in the "All" view's group order, folded. */
const titles = (results: SearchResults) =>
  groupOrder(results).flatMap((g) => results[g].map((hit) => foldAz(hit.title)));
const total = (results: SearchResults) =>
  SEARCH_GROUPS.reduce((n, g) => n + (results[g] ? results.totals![g].count : 0), 0);

describe('some of the words', () => {
  it('finds the items holding most of the words when none holds them all, and says so', async () => {
    const all = await reply('recycling Baku', 'en');
    expect(total(all)).toBeGreaterThan(0);
    const some = await reply('recycling Baku marathon', 'en');
    expect(some.partial).toBe(true);
    // The items holding both found words come first, before those holding one.
    expect(keys(some).slice(0, 1)).toEqual(keys(all).slice(0, 1));
    expect(total(some)).toBeGreaterThanOrEqual(total(all));
    expect(all.partial).toBeUndefined();
  });

  it('gives a followed search nothing to mail while its items hold only some of the words', async () => {
    const follow = (query: string) => newestItems({ view: 'search', query, key: '' }, 'en');
    expect((await follow('recycling Baku')).length).toBeGreaterThan(0);
    expect(await follow('recycling Baku marathon')).toEqual([]);
  });

  it('weighs a rare word over a common one', async () => {
    // "təkrar" (recycling) is rare, "bakı" common: the items holding the rare one come first.
    const some = await reply('təkrar Bakı marafon', 'az');
    expect(some.partial).toBe(true);
    const rare = await reply('təkrar Bakı', 'az');
    expect(keys(some)[0]).toBe(keys(rare)[0]);
  });

  it('still finds nothing when no word is found', async () => {
    const none = await reply('qwzx marafonqq', 'az');
    expect(total(none)).toBe(0);
    expect(none.partial).toBeUndefined();
  });
});

describe('a name is matched whole', () => {
  it('Azərsu finds its own items, not every "Azərbaycan"', async () => {
    const found = await reply('Azərsu', 'az');
    expect(total(found)).toBeGreaterThan(0);
    expect(total(found)).toBeLessThan(15);
    expect(titles(found)[0]).toContain('azersu');
    expect(keys(await reply('azersu', 'az'))).toEqual(keys(found));
    // The page marks, and the excerpts start at, the name as it was matched.
    expect(found.names).toEqual(['azersu']);
    const excerpts = SEARCH_GROUPS.flatMap((g) => found[g].map((hit) => hit.excerpt ?? ''));
    expect(excerpts.filter((e) => /^… /.test(e) && !foldAz(e).includes('azersu'))).toEqual([]);
  });

  it('an inflected word keeps its stem', async () => {
    const inflected = await reply('hesabatlar', 'az');
    expect(total(inflected)).toBe(total(await reply('hesabat', 'az')));
    expect(inflected.names).toBeUndefined();
  });
});

describe('short words and abbreviations', () => {
  it('İT auditi finds the information technology audits, not "itki" nor "İttifaq"', async () => {
    const found = await reply('İT auditi', 'az');
    const shown = titles(found);
    expect(shown.some((t) => t.includes('informasiya texnologiyalari auditi'))).toBe(true);
    expect(shown.filter((t) => /\bit(ki|tifaq)/.test(t))).toEqual([]);
  });

  it('IT is not "it", and reaches "information technology"', async () => {
    const it = await reply('IT', 'en');
    expect(total(it)).toBeLessThan(30);
    const long = keys(await reply('information technology', 'en'));
    expect(long.length).toBeGreaterThan(0);
    expect(keys(it)).toEqual(expect.arrayContaining(long));
    const audit = await reply('information technology audit', 'en');
    expect(titles(audit).some((t) => /\bit audit/.test(t))).toBe(true);
  });

  it('informasiya texnologiyaları finds what İT finds', async () => {
    const long = titles(await reply('informasiya texnologiyaları', 'az'));
    expect(long.some((t) => /\bit\b/.test(t))).toBe(true);
  });
});

describe('citizen words', () => {
  it.each([
    ['garbage', 'en', 'waste'],
    ['zibil', 'az', 'tullanti'],
    ['job openings', 'en', 'vacanc'],
    ['money', 'en', 'fund'],
  ] as const)('%s (%s) finds items about %s', async (query, language, word) => {
    const found = await reply(query, language);
    expect(total(found)).toBeGreaterThan(0);
    expect(titles(found).slice(0, 10).join(' ')).toContain(word);
  });
});

describe('articles', () => {
  it('are an eighth group, and an exact title comes first in "All"', async () => {
    const found = await reply('Fiskal qaydalar', 'az');
    expect(found.meqaleler.length).toBeGreaterThan(0);
    expect(foldAz(found.meqaleler[0]!.title)).toContain('fiskal qaydalar');
    expect(groupOrder(found, { query: 'Fiskal qaydalar', lang: 'az' })[0]).toBe('meqaleler');
    const en = await reply('Fiscal rules and budget sustainability', 'en');
    expect(groupOrder(en, { query: 'Fiscal rules and budget sustainability', lang: 'en' })[0]).toBe(
      'meqaleler',
    );
  });
});
