import {
  MAX_OLD_YEARS,
  oldCutoff,
  oldYearsToRead,
  trackerFigures,
  type FigureCounts,
} from './figures';

/** The demo's statuses: 1 implemented, 2 partially, 3 in progress, 4 not implemented. */
const byStatus = [
  { id: 1, count: 7 },
  { id: 2, count: 3 },
  { id: 3, count: 4 },
  { id: 4, count: 1 },
];

const counts = (over: Partial<FigureCounts> = {}): FigureCounts => ({
  total: 15,
  byStatus,
  statusIds: { implemented: 1, partly: 2 },
  year: undefined,
  cutoff: 2023,
  oldYears: [],
  oldYearsSkipped: false,
  ...over,
});

describe('oldCutoff', () => {
  it('is the last year whose recommendations are certainly more than two years old', () => {
    // Made on 2023-12-31 at the latest: more than two years old on any day of 2026. Made in 2024
    // it may be younger (2024-12-31 is under two years before 2026-06-01).
    expect(oldCutoff(2026)).toBe(2023);
  });
});

describe('oldYearsToRead', () => {
  it('reads none for a chosen year: its rows are all old or none', () => {
    expect(oldYearsToRead(2022, [2025, 2022], 2023)).toEqual({ years: [], skipped: false });
  });

  it('reads every offered year up to the cutoff, newest first, once', () => {
    expect(oldYearsToRead(undefined, [2025, 2024, 2023, 2022, 2022, 2019], 2023)).toEqual({
      years: [2023, 2022, 2019],
      skipped: false,
    });
    expect(oldYearsToRead(undefined, [2026, 2025], 2023)).toEqual({ years: [], skipped: false });
  });

  it('reads at most MAX_OLD_YEARS years and says when older ones were left', () => {
    const offered = Array.from({ length: 30 }, (_, i) => 2023 - i);
    const { years, skipped } = oldYearsToRead(undefined, offered, 2023);
    expect(years).toHaveLength(MAX_OLD_YEARS);
    expect(years[0]).toBe(2023);
    expect(years.at(-1)).toBe(2023 - MAX_OLD_YEARS + 1);
    expect(skipped).toBe(true);
  });
});

describe('trackerFigures', () => {
  it('counts implemented, partly and open (every one not implemented, partly ones too)', () => {
    const f = trackerFigures(counts());
    expect(f).toMatchObject({ total: 15, implemented: 7, partly: 3, open: 8 });
  });

  it('over every year sums the open recommendations of each old year', () => {
    const f = trackerFigures(
      counts({
        oldYears: [
          { year: 2023, all: 5, implemented: 2 },
          { year: 2022, all: 4, implemented: 4 },
          { year: 2021, all: 2, implemented: 0 },
        ],
      }),
    );
    expect(f.openOld).toEqual({ count: 5, to: 2023 });
  });

  it('names the years it covers when older years were left unread', () => {
    const f = trackerFigures(
      counts({
        oldYears: [
          { year: 2023, all: 5, implemented: 2 },
          { year: 2022, all: 4, implemented: 1 },
        ],
        oldYearsSkipped: true,
      }),
    );
    expect(f.openOld).toEqual({ count: 6, from: 2022, to: 2023 });
  });

  it('for a chosen year: every open one when the year is old enough, else none', () => {
    expect(trackerFigures(counts({ year: 2023 })).openOld).toEqual({ count: 8, to: 2023 });
    expect(trackerFigures(counts({ year: 2022 })).openOld).toEqual({ count: 8, to: 2023 });
    expect(trackerFigures(counts({ year: 2024 })).openOld).toEqual({ count: 0, to: 2023 });
  });

  it('none old when no year is old enough', () => {
    expect(trackerFigures(counts()).openOld).toEqual({ count: 0, to: 2023 });
  });

  it('leaves out what needs the classification when the implemented id is not offered', () => {
    const upstream = [
      { id: 1301, count: 4 },
      { id: 1302, count: 2 },
    ];
    expect(trackerFigures(counts({ total: 6, byStatus: upstream }))).toEqual({ total: 6 });
  });

  it('leaves out "partly" alone when its id is not offered or is the implemented one', () => {
    const noPartly = trackerFigures(counts({ statusIds: { implemented: 1, partly: 99 } }));
    expect(noPartly).toMatchObject({ total: 15, implemented: 7, open: 8 });
    expect(noPartly).not.toHaveProperty('partly');
    const same = trackerFigures(counts({ statusIds: { implemented: 1, partly: 1 } }));
    expect(same).not.toHaveProperty('partly');
  });

  it('follows the configured ids, not the demo ones', () => {
    const f = trackerFigures(counts({ statusIds: { implemented: 4, partly: 3 } }));
    expect(f).toMatchObject({ implemented: 1, partly: 4, open: 14 });
  });

  it('never counts below zero when an upstream answers inconsistent counts', () => {
    const f = trackerFigures(
      counts({ total: 5, oldYears: [{ year: 2023, all: 1, implemented: 3 }] }),
    );
    expect(f.open).toBe(0);
    expect(f.openOld).toEqual({ count: 0, to: 2023 });
  });

  it('an empty selection gives zeros, not nothing', () => {
    const empty = byStatus.map((s) => ({ ...s, count: 0 }));
    expect(trackerFigures(counts({ total: 0, byStatus: empty }))).toEqual({
      total: 0,
      implemented: 0,
      partly: 0,
      open: 0,
      openOld: { count: 0, to: 2023 },
    });
  });
});
