import { MAX_EXPORT_ROWS } from '@/lib/core/tracker/export';
import { read } from './cache';
import { getRecommendationIds, getTrackerHistoryExport } from './tracker-export';

jest.mock('./cache', () => ({ read: jest.fn() }));
const mockedRead = jest.mocked(read);

const change = (id: number) => ({
  id,
  tovsiyye_id: id % 7,
  movzu: `Mövzu ${id}`,
  qurum_name: 'Maliyyə Nazirliyi',
  from_status_name: null,
  status_name: 'İcrada',
  since: '2026-01-01',
});

/** A history of `count` changes, newest (highest id) first, answered a page at a time. */
function historyOf(count: number, shifted = false) {
  const all = Array.from({ length: count }, (_, i) => change(count - i));
  mockedRead.mockImplementation(async (name, input) => {
    expect(name).toBe('tovsiyyeDeyisiklikleri');
    const { limit = 20, page = 1 } = input as { limit?: number; page?: number };
    // A change recorded before the second page was read shifts it by one.
    const start = (page - 1) * limit - (shifted && page > 1 ? 1 : 0);
    return { deyisiklikler: all.slice(start, start + limit) } as never;
  });
}

const req = {
  language: 'en',
  format: 'csv',
  file: 'history',
  nov: 2,
  status: 3,
} as const;

beforeEach(() => mockedRead.mockReset());

describe('getTrackerHistoryExport', () => {
  it('reads pages of 100 with the filters until one is short, newest first', async () => {
    historyOf(250);
    const { rows, truncated } = await getTrackerHistoryExport(req);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 250 }, (_, i) => 250 - i));
    expect(truncated).toBe(false);
    expect(mockedRead).toHaveBeenCalledWith('tovsiyyeDeyisiklikleri', {
      language: 'en',
      il: undefined,
      qurum: undefined,
      nov: 2,
      status: 3,
      limit: 100,
      page: 3,
    });
    // One batch of four pages: the third was short.
    expect(mockedRead).toHaveBeenCalledTimes(4);
  });

  it('holds at most MAX_EXPORT_ROWS and says when there were more', async () => {
    historyOf(MAX_EXPORT_ROWS);
    expect(await getTrackerHistoryExport(req)).toMatchObject({ truncated: false });
    historyOf(MAX_EXPORT_ROWS + 1);
    const { rows, truncated } = await getTrackerHistoryExport(req);
    expect(rows).toHaveLength(MAX_EXPORT_ROWS);
    expect(rows[0]!.id).toBe(MAX_EXPORT_ROWS + 1);
    expect(truncated).toBe(true);
  });

  it('keeps a change once when the pages shifted between two readings', async () => {
    historyOf(150, true);
    const { rows } = await getTrackerHistoryExport(req);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 150 }, (_, i) => 150 - i));
  });
});

describe('getRecommendationIds (the sitemap)', () => {
  it('reads the English rows and says which have no English version', async () => {
    const row = (id: number, language: 'az' | 'en') => ({ id, movzu: `Mövzu ${id}`, language });
    mockedRead.mockImplementation(async (name, input) => {
      expect(input).toMatchObject({ language: 'en' });
      if (name === 'tovsiyyePageCount') return { page_count: 1, max_date: null } as never;
      return { tovsiyyeler: [row(1, 'en'), row(2, 'az'), row(3, 'en')] } as never;
    });
    expect(await getRecommendationIds()).toEqual([
      { id: 1, english: true },
      { id: 2, english: false },
      { id: 3, english: true },
    ]);
  });
});
