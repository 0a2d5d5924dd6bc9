/**
 * `npm run bench:search-quality`: the judged query set (test/fixtures/
 * search-judged) through the site's own search over the demo content, in
 * process, on an embedded database of its own (.bench/search-quality, made
 * afresh: a database named by DATABASE_URL is never touched). Prints nDCG@10,
 * precision@3, the zero-result rate and the suggestions judged right per
 * query kind and language, and the queries that missed; --write puts the
 * figures into docs/search.md ("Search quality, measured"); --queries prints
 * each query's nDCG@10 and first hits.
 *   npm run bench:search-quality [-- --write] [-- --queries]
 */
import fs from 'node:fs';
import prettier from 'prettier';
import { closeAll, getDb } from '@/lib/platform/db/client';
import { createLocalSource } from '@/lib/source/local';
import { reseed } from '@/demo/seed';
import { freshDataDir } from '@/test/fresh-data-dir';
import { runJudged } from './search-quality/run';
import { misses, recordedLine, tables, titleFirstLine, withSection } from './search-quality/report';

const DOC = 'docs/search.md';

async function main() {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = '.bench/search-quality';
  freshDataDir(process.env.DATA_DIR);
  await reseed(await getDb());
  const source = createLocalSource();
  const started = performance.now();
  const outcomes = await runJudged(
    async (query, language) => (await source.call('neticeler', { query, language })).neticeler,
  );
  const seconds = (performance.now() - started) / 1000;
  const missed = misses(outcomes);
  const body = [
    tables(outcomes),
    titleFirstLine(outcomes),
    `${recordedLine(outcomes)} Queries that missed (${missed.length}):`,
    missed.map((line) => `- ${line}`).join('\n'),
  ].join('\n\n');
  if (process.argv.includes('--queries'))
    for (const o of outcomes)
      console.log(
        `${o.ndcg?.toFixed(2) ?? '  – '} ${o.judged.language} ${o.judged.kind.padEnd(14)} ${o.judged.query} → ${o.shown.slice(0, 6).join(' ')}`,
      );
  console.log(`${outcomes.length} queries in ${seconds.toFixed(1)} s\n\n${body}`);
  if (process.argv.includes('--write')) {
    const doc = withSection(fs.readFileSync(DOC, 'utf8'), body);
    const options = await prettier.resolveConfig(DOC);
    fs.writeFileSync(DOC, await prettier.format(doc, { ...options, filepath: DOC }));
    console.log(`\nwritten to ${DOC}`);
  }
}

main()
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  })
  .finally(closeAll);
