import 'server-only';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Db } from '@/lib/core/db/client';
import { alertChanges, alertItems, alertQueries } from '@/lib/core/db/schema';
import { ID_GROUP, newestItems, type AlertItem } from '@/lib/features/alerts/watch/items';
import { targetOfKey, viewsOfTables } from '@/lib/features/alerts/watch/targets';

type Query = typeof alertQueries.$inferSelect;

/**
 * The items of a read that are new: not seen before and newer than anything
 * seen of their kind (a search's kinds have id ranges of their own, ID_GROUP).
 */
export function newItems(items: AlertItem[], seen: number[]): AlertItem[] {
  const group = (id: number) => Math.floor(id / ID_GROUP);
  const newest = new Map<number, number>();
  for (const id of seen) newest.set(group(id), Math.max(newest.get(group(id)) ?? 0, id));
  const seenSet = new Set(seen);
  return items.filter((i) => !seenSet.has(i.id) && i.id > (newest.get(group(i.id)) ?? 0));
}

/**
 * Reads one followed view and records what is new in it: the new items, and
 * for each, one due mail per address following the view at once. All in one
 * transaction, keyed by (view, item) and (address, item): a second instance
 * or a retry after a crash adds nothing twice. The first read of a view only
 * remembers what is there.
 */
async function readView(db: Db, query: Query): Promise<number> {
  const target = targetOfKey(query.target);
  if (!target) return 0;
  const locale: Locale = query.language === 'en' ? 'en' : 'az';
  const items = await newestItems(target, locale);
  const fresh = query.seenIds ? newItems(items, query.seenIds) : [];
  return db.transaction(async (tx) => {
    await tx
      .update(alertQueries)
      .set({ seenIds: items.map((i) => i.id), polledAt: sql`now()` })
      .where(eq(alertQueries.id, query.id));
    let found = 0;
    for (const item of fresh.reverse()) {
      const [row] = await tx
        .insert(alertItems)
        .values({
          queryId: query.id,
          itemId: item.id,
          title: item.title,
          path: item.path,
          date: item.date,
          summary: item.summary,
          kind: item.kind ?? 'new',
        })
        .onConflictDoNothing()
        .returning({ id: alertItems.id });
      if (!row) continue;
      found += 1;
      await tx.execute(sql`
        insert into alert_deliveries (address_id, key, item_ids, subscription_ids)
        select s.address_id, ${`item:${item.path}`}, jsonb_build_array(${row.id}::int), jsonb_build_array(s.id)
        from alert_subscriptions s
        where s.query_id = ${query.id} and s.confirmed_at is not null and s.frequency = 'instant'
        on conflict (address_id, key) do nothing`);
    }
    return found;
  });
}

/** Reads a view for the first time (at confirmation), so what it holds then is never mailed. */
export async function primeView(db: Db, queryId: number): Promise<void> {
  const [query] = await db
    .select()
    .from(alertQueries)
    .where(and(eq(alertQueries.id, queryId), isNull(alertQueries.seenIds)));
  if (query) await readView(db, query);
}

/**
 * Reads the views that may have new items: in the local source, those of
 * the content kinds stored since the last look (marked by the tables'
 * triggers), and every view after `pollS` seconds anyway; from an upstream,
 * every view every `pollS` seconds. Only views someone follows are read.
 */
export async function detect(db: Db, opts: { remote: boolean; pollS: number }): Promise<number> {
  const changed = opts.remote
    ? []
    : (await db.delete(alertChanges).returning({ kind: alertChanges.kind })).map((r) => r.kind);
  const views = viewsOfTables(changed);
  const stale = or(
    isNull(alertQueries.polledAt),
    lt(alertQueries.polledAt, sql`now() - make_interval(secs => ${opts.pollS})`),
  );
  const byView = views.length
    ? inArray(sql`split_part(${alertQueries.target}, '?', 1)`, views)
    : undefined;
  const followed = sql`exists (select 1 from alert_subscriptions s where s.query_id = ${alertQueries.id} and s.confirmed_at is not null)`;
  const due = await db
    .select()
    .from(alertQueries)
    .where(and(followed, byView ? or(byView, stale) : stale));
  let found = 0;
  for (const query of due) found += await readView(db, query);
  return found;
}
