/**
 * In-process cost of one keyword search (docs/search.md, "Performance"): each
 * query of the bench (scripts/search-cases.ts) runs --runs times through the
 * local source; prints the fastest wall time and the fastest CPU time of this
 * process (with the embedded database that includes the database's work; with
 * DATABASE_URL it does not), and a digest of the reply, so two versions of the
 * search can be checked to answer alike. --dump FILE writes the replies;
 * --extra 'az:bücdə,en:bugdet' measures more queries (language:query);
 * --scope xeberler/5 narrows each to one group and a page of it (docs/search.md,
 * "Totals, types and pages").
 *   DATA_DIR=.bench/scale-100 npx tsx --require ./scripts/server-only-off.cjs \
 *     scripts/measure-search.ts -- --runs 5
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { isSearchGroup } from '@/lib/core/contract/search-groups';
import { closeAll } from '@/lib/core/db/client';
import { createLocalSource } from '@/lib/core/content/source/local';
import { SEARCH_QUERIES } from './search-cases';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};
const RUNS = Number(arg('runs', '5'));
const DUMP = arg('dump', '');
const EXTRA = arg('extra', '')
  .split(',')
  .filter(Boolean)
  .map(
    (item) => ({ query: item.slice(3), language: item.startsWith('en:') ? 'en' : 'az' }) as const,
  );

const [TYPE = '', PAGE = '1'] = arg('scope', '').split('/');
const SCOPE = isSearchGroup(TYPE) ? { type: TYPE, page: Number(PAGE) } : {};

async function main() {
  const source = createLocalSource();
  await source.call('neticeler', { query: 'audit', language: 'az' }); // opens the database
  const replies: Record<string, unknown> = {};
  console.log(`${'query'.padEnd(22)} ${'wall ms'.padStart(8)} ${'cpu ms'.padStart(8)}  digest`);
  for (const [group, queries] of Object.entries({ ...SEARCH_QUERIES, extra: EXTRA })) {
    for (const q of queries) {
      let wall = Infinity;
      let cpu = Infinity;
      let reply: unknown;
      for (let i = 0; i < RUNS; i++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        reply = await source.call('neticeler', { ...q, ...SCOPE });
        wall = Math.min(wall, performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu = Math.min(cpu, (c.user + c.system) / 1000);
      }
      const key = `${group}: ${q.query} (${q.language})`;
      replies[key] = reply;
      const digest = createHash('sha256').update(JSON.stringify(reply)).digest('hex').slice(0, 12);
      console.log(
        `${`${q.query} (${q.language})`.padEnd(22)} ${wall.toFixed(1).padStart(8)} ${cpu.toFixed(1).padStart(8)}  ${digest}`,
      );
    }
  }
  if (DUMP) fs.writeFileSync(DUMP, JSON.stringify(replies, null, 1));
}

main()
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  })
  .finally(closeAll);
