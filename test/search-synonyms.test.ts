/**
 * Synonyms (lib/core/search/levers/synonyms.ts) in the site's own search, over the
 * demo content in the embedded database: a word or phrase finds what its
 * synonyms find, inflected or typed without its letters, and an abbreviation
 * is matched whole.
 */
import { SEARCH_GROUPS } from '@/lib/core/contract/kinds';
import { demoSource } from '@/test/demo-source';

const source = demoSource('search-synonyms');

const found = async (query: string, language: 'az' | 'en') => {
  const reply = (await source.call('neticeler', { query, language })).neticeler;
  return SEARCH_GROUPS.flatMap((g) => reply[g].map((hit) => `${g}/${hit.id}`));
};

it.each([
  // The content writes "ASC", never "açıq səhmdar cəmiyyəti": only the synonym finds its items.
  ['Açıq Səhmdar Cəmiyyəti', 'ASC', 'az', 'Açıq Səhmdar'],
  ['aciq sehmdar cemiyyetinin', 'ASC', 'az', 'Açıq Səhmdar'],
  ['open joint-stock company', 'OJSC', 'en', 'joint-stock'],
  ['Birləşmiş Millətlər Təşkilatı', 'BMT', 'az', 'Birləşmiş'],
] as const)('%s finds what %s finds (%s)', async (query, synonym, language, alone) => {
  const expected = await found(synonym, language);
  expect(expected.length).toBeGreaterThan(0);
  // Alone, no item holds every word: at most some of them (issue 57, `partial`).
  const without = (await source.call('neticeler', { query: alone, language })).neticeler;
  expect((await found(alone, language)).length === 0 || without.partial === true).toBe(true);
  expect(await found(query, language)).toEqual(expected);
});

it('a word of the other language finds through its synonym, with no "did you mean"', async () => {
  const reply = (await source.call('neticeler', { query: 'büdcə', language: 'en' })).neticeler;
  expect(reply.suggestion).toBeUndefined();
  expect(await found('büdcə', 'en')).toEqual(await found('budget', 'en'));
});

it('an abbreviation is matched whole: UN is not "under" nor "united"', async () => {
  const un = await found('UN', 'en');
  expect(un).toEqual(await found('United Nations', 'en'));
  expect(un.length).toBeGreaterThan(0);
  expect(un.length).toBeLessThan(10);
});
