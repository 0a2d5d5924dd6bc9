/**
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (CI sets it): the
 * same migrations and seed on the server must answer every call exactly as
 * the embedded database does. The server database's schemas are reset.
 */
import { Pool } from 'pg';
import { closeAll, getDb } from '@/lib/core/db/client';
import { reseed } from '@/demo/seed';
import { createLocalSource } from '@/lib/core/content/source/local';
import { CALL_CASES } from './fixtures/call-cases';
import { SEARCH_CASES } from './fixtures/search-queries';
import { freshDataDir } from '@/test/fresh-data-dir';

const url = process.env.TEST_DATABASE_URL;
const suite = url ? describe : describe.skip;
const EMBEDDED_DIR = '.test-data/server-compare';

function useEmbedded() {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = EMBEDDED_DIR;
}
function useServer() {
  process.env.DATABASE_URL = url;
}

suite('a PostgreSQL server (TEST_DATABASE_URL)', () => {
  const source = createLocalSource();

  beforeAll(async () => {
    const pool = new Pool({ connectionString: url });
    await pool.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
    );
    await pool.end();
    freshDataDir(EMBEDDED_DIR);
    useEmbedded();
    await reseed(await getDb());
    useServer();
    await reseed(await getDb());
  }, 180_000);

  afterAll(async () => {
    useEmbedded();
    await closeAll();
  });

  it.each(CALL_CASES.map((c, i) => [`${c[0]} #${i}`, c] as const))(
    '%s answers as the embedded database does',
    async (_, [name, input]) => {
      const run = async () => {
        try {
          return await source.call(name, input as never);
        } catch (e) {
          return (e as Error).message;
        }
      };
      useEmbedded();
      const embedded = await run();
      useServer();
      const server = await run();
      expect(server).toEqual(embedded);
    },
  );

  // The search test set (issue 26): stems, suggestions, spellings, ranking and
  // excerpts are the same on the server (az_fold, pg_trgm, the word indexes).
  it.each(SEARCH_CASES.map((c) => [`search ${c.query} (${c.language})`, c] as const))(
    '%s answers as the embedded database does',
    async (_, { query, language }) => {
      useEmbedded();
      const embedded = await source.call('neticeler', { query, language });
      useServer();
      const server = await source.call('neticeler', { query, language });
      expect(server).toEqual(embedded);
    },
  );

  // A type's pages past the first (docs/search.md, "Totals, types and pages"): the tiers'
  // capped counts and offsets give the same hits on the server.
  it.each([
    ['audit', 'az', 'xeberler', 2],
    ['audit', 'en', 'xeberler', 3],
    ['hesabatlar', 'az', 'dercler', 2],
    ['budgets', 'en', 'dercler', 2],
  ] as const)(
    'search %s (%s), %s page %i answers as the embedded database does',
    async (query, language, type, page) => {
      useEmbedded();
      const embedded = await source.call('neticeler', { query, language, type, page });
      expect(embedded.neticeler[type].length).toBeGreaterThan(0);
      useServer();
      const server = await source.call('neticeler', { query, language, type, page });
      expect(server).toEqual(embedded);
    },
  );
});
