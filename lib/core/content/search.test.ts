import type { SearchResults } from '@/lib/core/contract/entities';
import { perGroup } from '@/lib/core/contract/search-groups';
import { read } from './cache';
import { getSearchPage } from './search';

jest.mock('./cache', () => ({ read: jest.fn() }));
const mockedRead = jest.mocked(read);

/** A reply with `count` news found, of which it holds the first few. */
function reply(count: number, suggestion?: string): { neticeler: SearchResults } {
  const xeberler = Array.from({ length: Math.min(count, 3) }, (_, i) => ({
    id: i + 1,
    title: 'T',
  }));
  return {
    neticeler: {
      ...perGroup(() => []),
      xeberler,
      totals: perGroup((g) => ({ count: g === 'xeberler' ? count : 0, capped: false })),
      ...(suggestion ? { suggestion } : {}),
    },
  };
}

/** What each search finds, by its words. */
const FINDS: Record<string, ReturnType<typeof reply>> = {
  audit: reply(48),
  azerisk: reply(0, 'Azərişıq'),
  Azərişıq: reply(2),
  qwxz: reply(0),
  'audit marafon': { neticeler: { ...reply(3).neticeler, partial: true } },
  vakansiya: reply(0),
  // A suggestion that finds nothing (never sent by the site's source; an upstream may).
  bad: reply(0, 'worse'),
  worse: reply(0),
};

beforeEach(() => {
  mockedRead.mockReset();
  // @ts-expect-error: the mock answers the search call only.
  mockedRead.mockImplementation(async (_name, input: { query: string }) => FINDS[input.query]);
});

const words = () => mockedRead.mock.calls.map(([, input]) => input as { query: string });

describe('getSearchPage', () => {
  it('asks for the words, and a type and its page only when chosen', async () => {
    await getSearchPage('en', 'audit', undefined, 1, false);
    await getSearchPage('az', 'audit', 'xeberler', 1, false);
    await getSearchPage('az', 'audit', 'xeberler', 3, false);
    expect(words()).toEqual([
      { language: 'en', query: 'audit' },
      { language: 'az', query: 'audit', type: 'xeberler' },
      { language: 'az', query: 'audit', type: 'xeberler', page: 3 },
    ]);
  });

  it('shows the typed words when they find something, with their totals', async () => {
    const data = await getSearchPage('az', 'audit', undefined, 1, false);
    expect(data).toMatchObject({ shown: 'audit', corrected: false, bets: [] });
    expect(data.totals.xeberler).toEqual({ count: 48, capped: false });
    expect(data.missed).toBe(false);
  });

  it("shows the suggestion's results when the typed words find nothing, and counts the typed words", async () => {
    const data = await getSearchPage('az', 'azerisk', undefined, 1, false);
    expect(data).toMatchObject({ shown: 'Azərişıq', corrected: true });
    expect(data.suggestion).toBeUndefined();
    expect(data.results.xeberler).toHaveLength(2);
    expect(words().map((w) => w.query)).toEqual(['azerisk', 'Azərişıq']);
    expect(data.missed).toBe(true);
  });

  it('keeps the words as typed when asked to, offering the suggestion, counting nothing again', async () => {
    const data = await getSearchPage('az', 'azerisk', undefined, 1, true);
    expect(data).toMatchObject({ shown: 'azerisk', corrected: false, suggestion: 'Azərişıq' });
    expect(words().map((w) => w.query)).toEqual(['azerisk']);
    expect(data.missed).toBe(false);
  });

  it('keeps the type on the way to the suggestion, and counts a search once, on its first page', async () => {
    const data = await getSearchPage('en', 'azerisk', 'xeberler', 2, false);
    expect(data.corrected).toBe(true);
    expect(words()).toEqual([
      { language: 'en', query: 'azerisk', type: 'xeberler', page: 2 },
      { language: 'en', query: 'Azərişıq', type: 'xeberler', page: 2 },
    ]);
    expect(data.missed).toBe(false);
  });

  it('says nothing was found when the suggestion finds nothing either', async () => {
    const data = await getSearchPage('az', 'bad', undefined, 1, false);
    expect(data).toMatchObject({ shown: 'bad', corrected: false, suggestion: 'worse' });
  });

  it('marks a search that found nothing as missed, unless a best bet answers it', async () => {
    expect((await getSearchPage('az', 'qwxz', undefined, 1, false)).missed).toBe(true);
    const data = await getSearchPage('az', 'vakansiya', undefined, 1, false);
    expect(data.bets).toEqual([{ title: 'Dövlət qulluğu', path: '/dovlet-qullugu' }]);
    expect(data.missed).toBe(false);
  });

  it('marks a search that found only some of its words', async () => {
    expect((await getSearchPage('az', 'audit marafon', undefined, 1, false)).missed).toBe(true);
  });

  it('takes the totals from the lists of a reply without them', async () => {
    const bare = { ...reply(2).neticeler, totals: undefined };
    mockedRead.mockResolvedValueOnce({ neticeler: bare });
    const data = await getSearchPage('en', 'other', undefined, 1, false);
    expect(data.totals.xeberler).toEqual({ count: 2, capped: false });
  });
});
