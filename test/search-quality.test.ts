/**
 * The judged query set (test/fixtures/search-judged, issue 41) through the
 * site's search on the demo content in the embedded database: nDCG@10 in each
 * language may not fall more than 0.05 below the figure recorded in
 * docs/search.md ("Search quality, measured"; `npm run bench:search-quality
 * -- --write` records it).
 */
import fs from 'node:fs';
import { JUDGED_QUERIES } from '@/test/fixtures/search-judged';
import { QUERY_KINDS, TYPO_KINDS } from '@/test/fixtures/search-judged/types';
import { gradesOf } from '@/scripts/search-quality/metrics';
import { figures, runJudged, type Outcome } from '@/scripts/search-quality/run';
import { recordedNdcg } from '@/scripts/search-quality/report';
import { demoItemKeys, runOverDemo } from '@/test/search-sets';

const outcomes = runOverDemo<Outcome>('search-quality', (search) => runJudged(search));

it('judges at least 150 queries, every kind, every typo kind in both languages', () => {
  expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(150);
  expect(new Set(JUDGED_QUERIES.map((q) => q.kind))).toEqual(new Set(QUERY_KINDS));
  for (const language of ['az', 'en'] as const)
    for (const kind of TYPO_KINDS)
      expect(
        JUDGED_QUERIES.filter((q) => q.language === language && q.kind === kind).length,
      ).toBeGreaterThanOrEqual(5);
  for (const q of JUDGED_QUERIES)
    expect({ q, typo: q.suggestion !== undefined }).toEqual({ q, typo: TYPO_KINDS.has(q.kind) });
});

it('grades only items of the demo content, each once', async () => {
  const existing = await demoItemKeys();
  for (const q of JUDGED_QUERIES) {
    const listed = Object.values(q.grades ?? {}).flat();
    expect({ query: q.query, twice: listed.length - new Set(listed).size }).toEqual({
      query: q.query,
      twice: 0,
    });
    const missing = [...gradesOf(q, JUDGED_QUERIES).keys()].filter((key) => !existing.has(key));
    expect({ query: q.query, missing }).toEqual({ query: q.query, missing: [] });
  }
});

it.each(['az', 'en'] as const)(
  'nDCG@10 in %s is no more than 0.05 below the figure in docs/search.md',
  (language) => {
    const recorded = recordedNdcg(fs.readFileSync('docs/search.md', 'utf8'));
    expect(recorded).not.toBeNull();
    const measured = figures(outcomes().filter((o) => o.judged.language === language)).ndcg;
    expect(measured).toBeGreaterThanOrEqual(recorded![language] - 0.05);
  },
);
