/**
 * Marks an untranslated item's English version as pending, expected by a day (docs/languages.md,
 * "Dated pending translations"), in the site's own database (local mode):
 *   npm run translations:pending -- <kind> <id> <YYYY-MM-DD>   e.g. xeber 61 2026-12-20
 *   npm run translations:pending -- <kind> <id> none           clears it
 * <kind>: xeber, cixis, musahibe, meqale, jurnal, elan, layihe or derc (a record). The /en page
 * of the item then says "English version expected by …". Uses DATABASE_URL / DATA_DIR like the
 * site (stop a site on the embedded database first), then asks it to refresh its cache as
 * tracker:import does.
 */
import { env } from '@/lib/platform/config/env';
import { openDatabase } from '@/lib/core/db/client';
import { isPendingKind, pendingTag, setTranslationDue } from '@/lib/features/translations/pending';
import { revalidate } from './revalidate';

const USAGE = 'usage: npm run translations:pending -- <kind> <id> <YYYY-MM-DD|none>';

async function main() {
  const [kind = '', rawId = '', day = ''] = process.argv.slice(2);
  const id = Number(rawId);
  const due = day === 'none' ? null : day;
  if (!isPendingKind(kind) || !Number.isInteger(id) || id < 1) throw new Error(USAGE);
  if (due !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(due) || Number.isNaN(Date.parse(due))))
    throw new Error(USAGE);
  const { DATABASE_URL, DATA_DIR } = env();
  const { db, close } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    const outcome = await setTranslationDue(db, kind, id, due);
    if (outcome === 'not-found' || outcome === 'translated') {
      console.error(
        outcome === 'not-found'
          ? `No ${kind} has id ${id}: nothing was written.`
          : `${kind} ${id} has its English version already: nothing was written.`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(
      outcome === 'set' ? `${kind} ${id}: English expected by ${due}.` : `${kind} ${id}: cleared.`,
    );
    console.log(await revalidate([pendingTag(kind)], 'these items'));
  } finally {
    await close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
