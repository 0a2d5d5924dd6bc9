import { asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/core/db/client';
import { firstKeptMonth, monthOf } from '@/lib/core/monthly/months';
import { pageFeedback } from '@/lib/core/db/schema';
import type { FeedbackAnswer } from './input';
import { PAGE_KINDS, type PageKind } from './kinds';
import { KEEP_MONTHS, MAX_ANSWERS_PER_MONTH } from './limits';

/**
 * Stores one answer with its page, language and month; nothing about who
 * sent it. False (nothing stored) when the month already holds its
 * `perMonth` answers. Each answer stored also deletes the months that are
 * no longer kept, so the table stays within both bounds (lib/features/page-feedback/limits.ts).
 */
export async function storeFeedback(
  db: Db,
  answer: FeedbackAnswer,
  at = new Date(),
  bounds = { perMonth: MAX_ANSWERS_PER_MONTH, keepMonths: KEEP_MONTHS },
): Promise<boolean> {
  const month = monthOf(at);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pageFeedback)
    .where(eq(pageFeedback.month, month));
  if ((count?.n ?? 0) >= bounds.perMonth) return false;
  await db.insert(pageFeedback).values({
    path: answer.path,
    locale: answer.locale,
    kind: answer.kind,
    useful: answer.useful,
    comment: answer.useful ? null : answer.comment,
    month,
  });
  await db
    .delete(pageFeedback)
    .where(lt(pageFeedback.month, firstKeptMonth(at, bounds.keepMonths)));
  return true;
}

export interface SummaryRow {
  month: string;
  kind: PageKind;
  answers: number;
  yes: number;
}

const isKind = (k: string): k is PageKind => PAGE_KINDS.some((p) => p === k);

/**
 * Answers and "yes" answers per month (newest first) and page kind, for the
 * public summary: counts only, never a text or a path. `months` bounds it.
 */
export async function feedbackSummary(db: Db, months = 24): Promise<SummaryRow[]> {
  const recent = db
    .selectDistinct({ month: pageFeedback.month })
    .from(pageFeedback)
    .orderBy(desc(pageFeedback.month))
    .limit(months);
  const rows = await db
    .select({
      month: pageFeedback.month,
      kind: pageFeedback.kind,
      answers: sql<number>`count(*)::int`,
      yes: sql<number>`(count(*) filter (where ${pageFeedback.useful}))::int`,
    })
    .from(pageFeedback)
    .where(sql`${pageFeedback.month} in ${recent}`)
    .groupBy(pageFeedback.month, pageFeedback.kind);
  const order = (k: PageKind) => PAGE_KINDS.indexOf(k);
  return rows
    .flatMap((r) => (isKind(r.kind) ? [{ ...r, kind: r.kind }] : []))
    .sort((a, b) => b.month.localeCompare(a.month) || order(a.kind) - order(b.kind));
}

/** Every stored answer (of one month when given), for the operators' export. */
export function feedbackRows(db: Db, month?: string) {
  return db
    .select({
      month: pageFeedback.month,
      locale: pageFeedback.locale,
      kind: pageFeedback.kind,
      path: pageFeedback.path,
      useful: pageFeedback.useful,
      comment: pageFeedback.comment,
    })
    .from(pageFeedback)
    .where(month ? eq(pageFeedback.month, month) : undefined)
    .orderBy(asc(pageFeedback.month), asc(pageFeedback.kind), asc(pageFeedback.path));
}
