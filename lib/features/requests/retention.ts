import fs from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { todayInBaku } from '@/lib/core/contract/birth-date';
import type { Db } from '@/lib/core/db/client';
import { rowsOf } from '@/lib/platform/db/rows';
import { muracietFayllari, muracietler } from '@/lib/core/db/schema';
import { uploadPath } from '@/lib/core/forms/storage';
import { requestsEnv } from './env';

/**
 * Erases the personal data of the requests closed REQUESTS_RETENTION_DAYS or more before
 * `now` (docs/requests.md, "Retention"): the e-mail of the followed request, and in local mode
 * the stored request (name, address, phone, text) with its file. What the status page and the
 * figures need stays: the reference, the type, the institution, the dates and the states.
 * A request whose mails are still due is erased once they went out. Answers the references
 * erased.
 */
export async function eraseClosed(db: Db, now = new Date()): Promise<string[]> {
  const { REQUESTS_RETENTION_DAYS, DATA_DIR } = requestsEnv();
  const cutoff = todayInBaku(new Date(now.getTime() - REQUESTS_RETENTION_DAYS * 86_400_000));
  const files: string[] = [];
  const erased = await db.transaction(async (tx) => {
    const rows = await rowsOf<{ reference: string }>(
      tx,
      sql`update request_tracks t set email = null, erased_at = ${now.toISOString()}
          where t.erased_at is null and exists (
            select 1 from request_states s
            where s.track_id = t.id and s.state = 'closed' and s.since <= ${cutoff})
          -- the request's mails still due go out first (its last state's included)
          and not exists (
            select 1 from alert_deliveries d
            where d.request_id = t.id and d.status in ('due', 'sending'))
          returning t.reference`,
    );
    const references = rows.map((r) => r.reference);
    if (references.length === 0) return references;
    // The files first: their rows go with their request (on delete cascade).
    const kept = await tx
      .select({ path: muracietFayllari.storedPath })
      .from(muracietFayllari)
      .innerJoin(muracietler, eq(muracietler.id, muracietFayllari.muracietId))
      .where(inArray(muracietler.reference, references));
    files.push(...kept.map((k) => k.path));
    await tx.delete(muracietler).where(inArray(muracietler.reference, references));
    return references;
  });
  for (const file of files)
    fs.rmSync(uploadPath(DATA_DIR, file.replace(/^uploads\//, '')), { force: true });
  return erased;
}
