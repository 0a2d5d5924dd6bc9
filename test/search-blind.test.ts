/**
 * The blind judged set (test/fixtures/search-blind, issue 57: written and graded
 * from the content alone by someone who never read the search code) through
 * the site's search on the demo content in the embedded database: nDCG@10 in
 * each language may not fall more than 0.05 below the figure recorded in
 * docs/search.md ("The blind set"; `npm run bench:search-quality -- --set blind
 * --write` records it). Its grades are never edited here.
 */
import fs from 'node:fs';
import { BLIND_QUERIES } from '@/test/fixtures/search-blind';
import {
  BLIND_KINDS,
  blindFigures,
  blindGrades,
  recordedBlind,
  runBlind,
  type BlindOutcome,
} from '@/scripts/search-quality/blind';
import { demoItemKeys, runOverDemo } from '@/test/search-sets';

const outcomes = runOverDemo<BlindOutcome>('search-blind', (search) => runBlind(search));

it('holds queries of every kind in both languages', () => {
  for (const language of ['az', 'en'] as const)
    for (const kind of BLIND_KINDS)
      expect(
        BLIND_QUERIES.filter((q) => q.language === language && q.kind === kind).length,
      ).toBeGreaterThanOrEqual(10);
});

it('grades only items of the demo content', async () => {
  const existing = await demoItemKeys();
  const missing = BLIND_QUERIES.flatMap((q) =>
    [...blindGrades(q).keys()]
      .filter((key) => !existing.has(key))
      .map((key) => `${q.query}: ${key}`),
  );
  expect(missing).toEqual([]);
});

it.each(['az', 'en'] as const)(
  'nDCG@10 in %s is no more than 0.05 below the figure in docs/search.md',
  (language) => {
    const recorded = recordedBlind(fs.readFileSync('docs/search.md', 'utf8'));
    expect(recorded).not.toBeNull();
    const measured = blindFigures(outcomes().filter((o) => o.blind.language === language)).ndcg;
    expect(measured).toBeGreaterThanOrEqual(recorded![language] - 0.05);
  },
);
