/**
 * A plain publication kind (docs/code-map.md, "Adding a list page") is its row in ITEM_ROUTES
 * (lib/core/contract/kind-table.ts), its table in PLAIN_PUBLICATION_TABLES and its migration; the
 * rest derives from them. The compiler asks for the table of each kind's call and for its
 * texts; this holds what it cannot see: the names the database, the alerts
 * (lib/features/alerts/watch/targets.ts viewsOfTables) and the routes join them by, and the alerts' trigger
 * that drizzle-kit does not write.
 */
import { getTableName, sql } from 'drizzle-orm';
import { PLAIN_PUBLICATION_CALLS } from '@/lib/core/contract/calls';
import { ITEM_ROUTES } from '@/lib/core/contract/kinds';
import { closeAll, getDb } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import { PLAIN_PUBLICATION_TABLES } from '@/lib/core/db/schema';
import { ROUTES } from '@/lib/core/site/routes';
import { freshDataDir } from './fresh-data-dir';

process.env.DATA_DIR = '.test-data/plain-publication-kinds';
freshDataDir(process.env.DATA_DIR);
afterAll(closeAll);

describe('the plain publication kinds', () => {
  it.each(PLAIN_PUBLICATION_CALLS)('%s reads the table of its name', (name) => {
    expect(getTableName(PLAIN_PUBLICATION_TABLES[name])).toBe(name);
  });

  it('each have their list route, /{list}, as every kind does', () => {
    for (const { list } of Object.values(ITEM_ROUTES)) expect(ROUTES[list]).toBe(`/${list}`);
  });

  it("each kind's table tells the alerts of new rows (its <table>_alerts trigger, in its migration)", async () => {
    const triggers = await rowsOf<{ name: string }>(
      await getDb(),
      sql`SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal`,
    );
    const names = new Set(triggers.map((t) => t.name));
    expect(names.size).toBeGreaterThan(0);
    const missing = Object.values(ITEM_ROUTES)
      .map(({ call }) => `${call}_alerts`)
      .filter((name) => !names.has(name));
    expect(missing).toEqual([]);
  }, 60_000);
});
