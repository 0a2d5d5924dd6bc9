/**
 * The measures of the judged query set (docs/search.md, "Search quality,
 * measured"): nDCG@10 with gains 2^grade − 1 and the usual log2 discount,
 * the ideal order taken from every judged item (found or not), and
 * precision@3 counting any item graded 1 or more as relevant.
 */
import type { Grade, JudgedQuery } from '@/test/fixtures/search-judged/types';

export type Grades = ReadonlyMap<string, Grade>;

const dcg = (grades: number[]) =>
  grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

/** nDCG of the first k items of a ranked list; null when nothing is judged relevant. */
export function ndcgAt(ranked: readonly string[], grades: Grades, k = 10): number | null {
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, k);
  if (ideal.length === 0) return null;
  return dcg(ranked.slice(0, k).map((key) => grades.get(key) ?? 0)) / dcg(ideal);
}

/** The share of the first k places holding a relevant item; null when nothing is judged relevant. */
export function precisionAt(ranked: readonly string[], grades: Grades, k = 3): number | null {
  if (grades.size === 0) return null;
  return ranked.slice(0, k).filter((key) => (grades.get(key) ?? 0) > 0).length / k;
}

/** The graded items of a judged query, following `as` to the query it is judged as. */
export function gradesOf(query: JudgedQuery, set: readonly JudgedQuery[]): Grades {
  let judged = query;
  for (let hops = 0; judged.as !== undefined; hops++) {
    const target = set.find((q) => q.language === judged.language && q.query === judged.as);
    if (!target || hops > 3) throw new Error(`"${query.query}" is judged as a missing query`);
    judged = target;
  }
  const grades = new Map<string, Grade>();
  for (const grade of [1, 2, 3] as const)
    for (const key of judged.grades?.[grade] ?? []) grades.set(key, grade);
  return grades;
}
