/**
 * `npm run bench:search-quality`: the judged query set (test/fixtures/
 * search-judged) through the site's own search over the demo content, in
 * process, on an embedded database of its own (.bench/search-quality, made
 * afresh: a database named by DATABASE_URL is never touched). Prints nDCG@10,
 * precision@3, the zero-result rate and the suggestions judged right per
 * query kind and language, and the queries that missed; --write puts the
 * figures into docs/search.md ("Search quality, measured"); --queries prints
 * each query's nDCG@10 and first hits. `--set blind` runs the blind set
 * instead (test/fixtures/search-blind, issue 57): nDCG@10, P@3 and the
 * zero-result share per language and kind (plain, inflected, unlike-title),
 * written between its own markers.
 *   npm run bench:search-quality [-- --write] [-- --queries] [-- --set blind]
 */
import fs from 'node:fs';
import prettier from 'prettier';
import { closeAll, getDb } from '@/lib/core/db/client';
import { createLocalSource } from '@/lib/core/content/source/local';
import { reseed } from '@/demo/seed';
import { freshDataDir } from '@/test/fresh-data-dir';
import { blindLines, blindReport, runBlind } from './search-quality/blind';
import { runJudged, type Search } from './search-quality/run';
import { misses, recordedLine, tables, titleFirstLine, withSection } from './search-quality/report';

const DOC = 'docs/search.md';

async function main() {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = '.bench/search-quality';
  freshDataDir(process.env.DATA_DIR);
  await reseed(await getDb());
  const source = createLocalSource();
  const search: Search = async (query, language) =>
    (await source.call('neticeler', { query, language })).neticeler;
  const set = process.argv.indexOf('--set');
  if (set >= 0 && process.argv[set + 1] === 'blind') return blind(search);
  const started = performance.now();
  const outcomes = await runJudged(search);
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
  await write(body, 'search-quality');
}

/** `--set blind`: the blind set's figures, and with `--queries` each query's. */
async function blind(search: Search) {
  const started = performance.now();
  const outcomes = await runBlind(search);
  const seconds = (performance.now() - started) / 1000;
  if (process.argv.includes('--queries')) console.log(blindLines(outcomes).join('\n'));
  const body = blindReport(outcomes);
  console.log(`${outcomes.length} blind queries in ${seconds.toFixed(1)} s\n\n${body}`);
  await write(body, 'search-blind');
}

/** With `--write`, the figures into docs/search.md between the section's markers. */
async function write(body: string, section: string) {
  if (!process.argv.includes('--write')) return;
  const doc = withSection(fs.readFileSync(DOC, 'utf8'), body, section);
  const options = await prettier.resolveConfig(DOC);
  fs.writeFileSync(DOC, await prettier.format(doc, { ...options, filepath: DOC }));
  console.log(`\nwritten to ${DOC}`);
}

main()
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  })
  .finally(closeAll);
