/**
 * The blind judged set (test/fixtures/search-blind, issue 57: written and graded
 * from the content alone by someone who never read the search code) through
 * the site's search on the demo content in the embedded database: nDCG@10 in
 * each language may not fall more than 0.05 below the figure recorded in
 * docs/search.md ("The blind set"; `npm run bench:search-quality -- --set blind
 * --write` records it). Its grades are never edited here.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import { SEARCH_GROUPS } from '@/lib/contract/kinds';
import { BLIND_QUERIES } from '@/test/fixtures/search-blind';
import {
  BLIND_KINDS,
  blindFigures,
  blindGrades,
  recordedBlind,
  runBlind,
  type BlindOutcome,
} from '@/scripts/search-quality/blind';
import { demoSource } from '@/test/demo-source';

const source = demoSource('search-blind');
let outcomes: BlindOutcome[] = [];

beforeAll(async () => {
  outcomes = await runBlind(
    async (query, language) => (await source.call('neticeler', { query, language })).neticeler,
  );
}, 180_000);

it('holds queries of every kind in both languages', () => {
  for (const language of ['az', 'en'] as const)
    for (const kind of BLIND_KINDS)
      expect(
        BLIND_QUERIES.filter((q) => q.language === language && q.kind === kind).length,
      ).toBeGreaterThanOrEqual(10);
});

it('grades only items of the demo content', async () => {
  const db = await getDb();
  const existing = new Set<string>();
  for (const group of SEARCH_GROUPS)
    for (const { id } of await rowsOf<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(group)}`,
    ))
      existing.add(`${group}/${id}`);
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
    const measured = blindFigures(outcomes.filter((o) => o.blind.language === language)).ndcg;
    expect(measured).toBeGreaterThanOrEqual(recorded![language] - 0.05);
  },
);
