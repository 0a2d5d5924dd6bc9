/**
 * The search test set (test/fixtures/search-queries.ts, issue 26) against the
 * demo content in the embedded database: the items each query must show
 * among the first three of their group, and the suggestion it must offer.
 */
import { SEARCH_CASES } from './fixtures/search-queries';
import { demoSource } from '@/test/demo-source';

const source = demoSource('search-queries');

it('has at least 40 queries in both languages', () => {
  expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(40);
  expect(new Set(SEARCH_CASES.map((c) => c.language))).toEqual(new Set(['az', 'en']));
});

it.each(SEARCH_CASES.map((c) => [`${c.query} (${c.language})`, c] as const))(
  '%s',
  async (_, { query, language, top = [], suggestion }) => {
    const reply = (await source.call('neticeler', { query, language })).neticeler;
    for (const item of top) {
      const [group, id] = item.split('/') as [keyof typeof reply, string];
      const firstThree = (reply[group] as Array<{ id: number }>).slice(0, 3).map((h) => h.id);
      expect({ item, firstThree }).toEqual({ item, firstThree: expect.arrayContaining([+id]) });
    }
    expect(reply.suggestion).toBe(suggestion);
  },
);
