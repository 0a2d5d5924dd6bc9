/**
 * Search at volume (scale 20: 1,280 news) must give exactly what a
 * brute-force reading of every row gives: titles with every word as a whole
 * word first, then items with every word starting a word of the title or
 * body; newest first within each.
 */
import fs from 'node:fs';
import { closeAll, getDb } from '@/lib/db/client';
import { reseed } from '@/lib/db/seed';
import { foldAz, searchWords } from '@/lib/search/fold';
import { createLocalSource } from '@/lib/source/local';
import { SEARCH_GROUP_LIMIT } from '@/lib/source/local/search';

process.env.DATA_DIR = '.test-data/search-scale';
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const source = createLocalSource();
type News = { id: number; title: string; text: string; date: string };
const all: News[] = [];

beforeAll(async () => {
  await reseed(await getDb(), 20);
  for (let from = 0; ; from += 100) {
    const page = (await source.call('xeberler', { limit: 100, from })).xeberler as News[];
    all.push(...page);
    if (page.length < 100) break;
  }
}, 180_000);
afterAll(closeAll);

function expected(query: string): number[] {
  const words = searchWords(foldAz(query));
  const whole = (s: string, w: string) => new RegExp(`(^|[^a-z0-9_])${w}([^a-z0-9_]|$)`).test(s);
  const newest = [...all].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const title = (n: News) => foldAz(n.title);
  const body = (n: News) => foldAz(`${n.title} ${n.text.replace(/<[^>]*>/g, ' ')}`);
  const tier1 = newest.filter((n) => words.every((w) => whole(title(n), w)));
  const starts = (s: string, w: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${w}`, 'u').test(s);
  const tier2 = newest.filter((n) => !tier1.includes(n) && words.every((w) => starts(body(n), w)));
  return [...tier1, ...tier2].slice(0, SEARCH_GROUP_LIMIT).map((n) => n.id);
}

it('reads a volume where the indexes matter', () => {
  expect(all.length).toBe(64 * 20);
});

it.each(['audit', 'xəbər', 'palata', 'büdcə', 'Azərişıq', 'hesabat audit', 'şirkət', 'nazirliy'])(
  'finds "%s" exactly as a reading of every row does',
  async (query) => {
    const hits = (await source.call('neticeler', { query })).neticeler.xeberler;
    expect(hits.map((h) => h.id)).toEqual(expected(query));
  },
);
