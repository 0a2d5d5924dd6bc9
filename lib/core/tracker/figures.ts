/**
 * The tracker's figures for the current filters (issue 39, docs/tracker.md "The figures"):
 * how many recommendations, implemented, partly implemented, open, and open for more than two
 * years. Pure: lib/core/content/tracker.ts reads the counts through the contract's calls.
 */

/** A recommendation made in this year or earlier is certainly more than two years old. */
export function oldCutoff(thisYear: number): number {
  return thisYear - 3;
}

/** The most old years read one by one for "open, made in … or earlier" over every year. */
export const MAX_OLD_YEARS = 20;

/**
 * The years whose open recommendations are counted one by one: none when a year is chosen (its
 * rows are either all old or none), else the latest MAX_OLD_YEARS offered years up to the cutoff.
 */
export function oldYearsToRead(chosen: number | undefined, offered: number[], cutoff: number) {
  if (chosen !== undefined) return { years: [], skipped: false };
  const old = [...new Set(offered.filter((y) => y <= cutoff))].sort((a, b) => b - a);
  return { years: old.slice(0, MAX_OLD_YEARS), skipped: old.length > MAX_OLD_YEARS };
}

/** The counts the figures are made of, for the chosen year, institution and type. */
export interface FigureCounts {
  /** every recommendation */
  total: number;
  /** the count of each status the source offers */
  byStatus: ReadonlyArray<{ id: number; count: number }>;
  /** the configured status ids (TRACKER_STATUS_IMPLEMENTED, TRACKER_STATUS_PARTLY) */
  statusIds: { implemented: number; partly: number };
  /** the chosen year; undefined for every year */
  year: number | undefined;
  /** oldCutoff(this year) */
  cutoff: number;
  /** per year read (oldYearsToRead): its recommendations and its implemented ones */
  oldYears: ReadonlyArray<{ year: number; all: number; implemented: number }>;
  /** whether older years than those read exist (then the figure names the years it covers) */
  oldYearsSkipped: boolean;
}

/** Open recommendations made in `from`–`to` (`from` absent: in `to` or earlier). */
interface OpenOld {
  count: number;
  to: number;
  from?: number;
}

/**
 * What the tracker shows above its table. Without the implemented status among those offered
 * (an upstream with other ids) only the total: the figures that need the classification are
 * left out, not guessed. "Open" is every recommendation not implemented, partly implemented
 * ones included.
 */
export interface TrackerFigures {
  total: number;
  implemented?: number;
  partly?: number;
  open?: number;
  openOld?: OpenOld;
}

const nonNegative = (n: number) => Math.max(0, n);

/** The figures from the counts (see TrackerFigures). */
export function trackerFigures(c: FigureCounts): TrackerFigures {
  const countOf = (id: number) => c.byStatus.find((s) => s.id === id)?.count;
  const implemented = countOf(c.statusIds.implemented);
  if (implemented === undefined) return { total: c.total };
  const partly =
    c.statusIds.partly === c.statusIds.implemented ? undefined : countOf(c.statusIds.partly);
  const open = nonNegative(c.total - implemented);
  let openOld: OpenOld;
  if (c.year !== undefined) {
    openOld = { count: c.year <= c.cutoff ? open : 0, to: c.cutoff };
  } else {
    const count = c.oldYears.reduce((sum, y) => sum + nonNegative(y.all - y.implemented), 0);
    const from = Math.min(...c.oldYears.map((y) => y.year));
    openOld =
      c.oldYearsSkipped && c.oldYears.length > 0
        ? { count, to: c.cutoff, from }
        : { count, to: c.cutoff };
  }
  return {
    total: c.total,
    implemented,
    ...(partly === undefined ? {} : { partly }),
    open,
    openOld,
  };
}
