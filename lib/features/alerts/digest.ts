import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';

/** Baku's offset from UTC (+04:00, no daylight saving since 2016). */
const BAKU_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * The digest periods due at `now`: once the Baku clock has passed `hour`,
 * the day's daily digest, and on Mondays the week's weekly one. Each has a
 * key ('daily:2026-11-25'), unique per address in the delivery queue.
 */
function duePeriods(
  now: Date,
  hour: number,
): Array<{ frequency: 'daily' | 'weekly'; key: string }> {
  const baku = new Date(now.getTime() + BAKU_OFFSET_MS);
  if (baku.getUTCHours() < hour) return [];
  const day = baku.toISOString().slice(0, 10);
  const periods: Array<{ frequency: 'daily' | 'weekly'; key: string }> = [
    { frequency: 'daily', key: `daily:${day}` },
  ];
  if (baku.getUTCDay() === 1) periods.push({ frequency: 'weekly', key: `weekly:${day}` });
  return periods;
}

/**
 * Queues the digests due now: one mail per address with every new item of
 * all its subscriptions of that frequency since its last digest. The queue's
 * key makes a period's digest once per address, however many instances or
 * restarts run this; an address whose digest is already queued keeps its
 * newer items for the next period.
 */
export async function queueDigests(db: Db, now: Date, hour: number): Promise<number> {
  let queued = 0;
  for (const { frequency, key } of duePeriods(now, hour)) {
    queued += await db.transaction(async (tx) => {
      const top = await rowsOf<{ max: number }>(
        tx,
        sql`select coalesce(max(id), 0) as max from alert_items`,
      );
      const upTo = Number(top[0]?.max ?? 0);
      const rows = await rowsOf<{ address_id: number }>(
        tx,
        sql`
        insert into alert_deliveries (address_id, key, item_ids, subscription_ids)
        select s.address_id, ${key}, jsonb_agg(distinct i.id), jsonb_agg(distinct s.id)
        from alert_subscriptions s
        join alert_items i on i.query_id = s.query_id and i.id > s.digest_after and i.id <= ${upTo}
        where s.confirmed_at is not null and s.frequency = ${frequency}
        group by s.address_id
        on conflict (address_id, key) do nothing
        returning address_id`,
      );
      if (rows.length) {
        await tx.execute(sql`
          update alert_subscriptions set digest_after = ${upTo}
          where frequency = ${frequency} and confirmed_at is not null
            and address_id in (select (jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.address_id))}::jsonb))::int)`);
      }
      return rows.length;
    });
  }
  return queued;
}
