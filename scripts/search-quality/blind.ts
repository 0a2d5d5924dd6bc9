/**
 * The blind judged set (test/fixtures/search-blind, issue 57: written and
 * graded from the content alone by someone who never read the search code)
 * through a search, scored as the judged set is (./run): nDCG@10 and P@3 of
 * the page's list, and the share of queries whose page shows nothing, per
 * language and per kind of query (plain, inflected, worded unlike the titles).
 */
import { BLIND_QUERIES, type BlindKind, type BlindQuery } from '@/test/fixtures/search-blind';
import type { Grade } from '@/test/fixtures/search-judged/types';
import type { Grades } from './metrics';
import { scoreQuery, type Search } from './run';

export const BLIND_KINDS: readonly BlindKind[] = ['plain', 'inflected', 'unlike-title'];
const LANGUAGES = ['az', 'en'] as const;
const RECORDED = /Recorded blind nDCG@10: az (\d\.\d+), en (\d\.\d+)\./;

export interface BlindOutcome {
  blind: BlindQuery;
  shown: string[];
  ndcg: number | null;
  precision: number | null;
}

/** A blind query's grades as the metrics read them. */
export function blindGrades(q: BlindQuery): Grades {
  const grades = new Map<string, Grade>();
  for (const grade of [1, 2, 3] as const)
    for (const key of q.grades[grade] ?? []) grades.set(key, grade);
  return grades;
}

/** Every blind query through `search`, in the set's order. */
export async function runBlind(
  search: Search,
  set: readonly BlindQuery[] = BLIND_QUERIES,
): Promise<BlindOutcome[]> {
  const outcomes: BlindOutcome[] = [];
  for (const blind of set) {
    const { shown, ndcg, precision } = await scoreQuery(
      search,
      blind.query,
      blind.language,
      blindGrades(blind),
    );
    outcomes.push({ blind, shown, ndcg, precision });
  }
  return outcomes;
}

const mean = (values: Array<number | null>) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
};

/** nDCG@10, P@3 (queries judged to have relevant items) and the zero-result share of some outcomes. */
export function blindFigures(outcomes: readonly BlindOutcome[]) {
  return {
    queries: outcomes.length,
    ndcg: mean(outcomes.map((o) => o.ndcg)),
    precision: mean(outcomes.map((o) => o.precision)),
    zero: outcomes.length
      ? outcomes.filter((o) => o.shown.length === 0).length / outcomes.length
      : 0,
  };
}

const num = (v: number | null) => (v === null ? '–' : v.toFixed(3));

/** One table: a row per language and kind, then each language's whole set, and the recorded line. */
export function blindReport(outcomes: readonly BlindOutcome[]): string {
  const row = (label: string, group: readonly BlindOutcome[]) => {
    const f = blindFigures(group);
    return `| ${[label, f.queries, num(f.ndcg), num(f.precision), `${Math.round(f.zero * 100)} %`].join(' | ')} |`;
  };
  const rows = LANGUAGES.flatMap((lang) => {
    const mine = outcomes.filter((o) => o.blind.language === lang);
    return [
      ...BLIND_KINDS.map((kind) =>
        row(
          `${lang} ${kind}`,
          mine.filter((o) => o.blind.kind === kind),
        ),
      ),
      row(`**${lang} all**`, mine),
    ];
  });
  const of = (lang: string) =>
    num(blindFigures(outcomes.filter((o) => o.blind.language === lang)).ndcg);
  return [
    '| language, kind | queries | nDCG@10 | P@3 | zero results |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Recorded blind nDCG@10: az ${of('az')}, en ${of('en')}.`,
  ].join('\n');
}

/** Each blind query's nDCG@10 and first hits, one line each. */
export const blindLines = (outcomes: readonly BlindOutcome[]) =>
  outcomes.map(
    (o) =>
      `${o.ndcg?.toFixed(2) ?? '  – '} ${o.blind.language} ${o.blind.kind.padEnd(12)} ${o.blind.query} → ${o.shown.slice(0, 6).join(' ')}`,
  );

/** The blind nDCG@10 recorded in docs/search.md, per language; null when the line is missing. */
export function recordedBlind(doc: string): Record<'az' | 'en', number> | null {
  const found = RECORDED.exec(doc);
  return found ? { az: Number(found[1]), en: Number(found[2]) } : null;
}
