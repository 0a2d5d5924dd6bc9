/**
 * Measures how well two stemmers serve Azerbaijani search (docs/search.md):
 * the site's suffix stripper (lib/core/search/stem.ts) and PostgreSQL's Turkish
 * Snowball stemmer (`turkish_stem`), on the inflected words of
 * lib/core/search/az-inflections.ts. A stem serves the search when a prefix match
 * on it finds the base word (the way lib/core/content/source/local/search.ts uses stems);
 * Snowball is also scored the way PostgreSQL would use it, stem against stem.
 * Runs an in-memory PGlite; prints a table. `npx tsx scripts/measure-stemmers.ts`
 */
import { PGlite } from '@electric-sql/pglite';
import { AZ_BASE_WORDS, AZ_INFLECTIONS } from '../lib/core/search/az-inflections';
import { foldAz } from '../lib/core/search/fold';
import { stemAz } from '../lib/core/search/stem';

const lower = (w: string) => w.replace(/I/g, 'ı').replace(/İ/g, 'i').toLowerCase();

async function main() {
  const db = await PGlite.create();
  const turkish = async (w: string) =>
    (await db.query<{ s: string[] | null }>(`select ts_lexize('turkish_stem', $1) as s`, [w]))
      .rows[0]?.s?.[0] ?? w;
  const score = { ours: 0, snowball: 0, snowballFolded: 0, snowballPair: 0 };
  const misses: string[] = [];
  for (const [word, base] of AZ_INFLECTIONS) {
    const target = foldAz(base);
    const finds = (stem: string) => stem.length >= 3 && target.startsWith(stem);
    const ours = stemAz(foldAz(word));
    const snow = foldAz(await turkish(lower(word)));
    const snowFolded = await turkish(foldAz(word));
    const pair = (await turkish(lower(word))) === (await turkish(lower(base)));
    score.ours += Number(finds(ours));
    score.snowball += Number(finds(snow));
    score.snowballFolded += Number(finds(snowFolded));
    score.snowballPair += Number(pair);
    if (!finds(ours) || !finds(snow))
      misses.push(`${word} → ${base}: ours ${ours}, snowball ${snow}`);
  }
  const keeps = { ours: 0, snowball: 0 };
  for (const base of AZ_BASE_WORDS) {
    const target = foldAz(base);
    keeps.ours += Number(target.startsWith(stemAz(target)));
    keeps.snowball += Number(target.startsWith(foldAz(await turkish(lower(base)))));
  }
  const n = AZ_INFLECTIONS.length;
  console.log(`inflected words: ${n}, base words: ${AZ_BASE_WORDS.length}`);
  console.log(`suffix stripper, prefix on the stem finds the base:       ${score.ours}/${n}`);
  console.log(`turkish_stem (Azerbaijani letters), same test:              ${score.snowball}/${n}`);
  console.log(
    `turkish_stem (folded letters), same test:                   ${score.snowballFolded}/${n}`,
  );
  console.log(
    `turkish_stem, stem of the word = stem of the base:          ${score.snowballPair}/${n}`,
  );
  console.log(`base words still found: stripper ${keeps.ours}, turkish_stem ${keeps.snowball}`);
  console.log('misses:');
  for (const m of misses) console.log(`  ${m}`);
  await db.close();
}

void main();
