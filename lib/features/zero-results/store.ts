import { asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Db } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import { searchZeroResults } from '@/lib/core/db/schema';
import { firstKeptMonth, monthOf } from '@/lib/core/monthly/months';
import { KEEP_MONTHS, MAX_COUNT, MAX_TEXTS_PER_MONTH } from './limits';
import { zeroResultText } from './text';

/** The text under which a month's searches past its cap of distinct texts are counted. */
export const OTHER = '';

/**
 * Counts one search that found nothing, under its normalized text (./text.ts),
 * its language and the month; nothing else. A text new to a month that already
 * holds `perMonth` distinct texts in that language is counted as OTHER, so a
 * flood of random searches adds one row, not one each (concurrent new texts may
 * pass the cap by a few, as the check and the insert race). Each count also
 * deletes the months no longer kept. Returns the text counted, or null when
 * nothing was left of the search to count.
 */
export async function storeZeroResult(
  db: Db,
  query: string,
  locale: Locale,
  at = new Date(),
  bounds = { perMonth: MAX_TEXTS_PER_MONTH, keepMonths: KEEP_MONTHS },
): Promise<string | null> {
  const text = zeroResultText(query);
  if (text === null) return null;
  const month = monthOf(at);
  const t = searchZeroResults;
  const here = sql`${t.month} = ${month} and ${t.locale} = ${locale}`;
  const [row] = await rowsOf<{ query: string }>(
    db,
    sql`insert into ${t} (month, locale, query, searches)
        select ${month}, ${locale},
          case when exists (select 1 from ${t} where ${here} and ${t.query} = ${text})
                 or (select count(*) from ${t} where ${here} and ${t.query} <> ${OTHER}) < ${bounds.perMonth}
               then ${text} else ${OTHER} end,
          1
        on conflict (month, locale, query)
          do update set searches = least(${t.searches}, ${MAX_COUNT - 1}) + 1
        returning query`,
  );
  await db.delete(t).where(lt(t.month, firstKeptMonth(at, bounds.keepMonths)));
  return row?.query ?? null;
}

/** The counts (of one month when given), most searched first within a month: the editors' export. */
export function zeroResultRows(db: Db, month?: string) {
  const t = searchZeroResults;
  return db
    .select({ month: t.month, locale: t.locale, query: t.query, searches: t.searches })
    .from(t)
    .where(month ? eq(t.month, month) : undefined)
    .orderBy(asc(t.month), asc(t.locale), desc(t.searches), asc(t.query));
}
