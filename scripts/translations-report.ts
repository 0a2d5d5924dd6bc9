/**
 * The editors' list of untranslated items (docs/languages.md, "The translation report"):
 *   npm run translations:report [-- --format text|csv]
 * Every item without an English translation, newest first (static pages, undated, last),
 * with its kind, date, Azerbaijani title and its address (SITE_URL), then the count per kind.
 * Reads the content source the site reads (AUDIT_API_URL, else DATABASE_URL / DATA_DIR: stop
 * a site that uses the embedded database first, one process at a time).
 */
import { siteOrigin } from '@/lib/platform/config/env';
import { exportCsv } from '@/lib/core/format/csv';
import { sourceCaller } from '@/lib/features/translations/counter';
import {
  reportItems,
  reportRows,
  untranslatedNewestFirst,
} from '@/lib/core/content/translation-report';

async function main() {
  const at = process.argv.indexOf('--format');
  const format = at >= 0 ? process.argv[at + 1] : 'text';
  if (format !== 'text' && format !== 'csv')
    throw new Error('usage: npm run translations:report -- [--format text|csv]');
  const items = await reportItems(sourceCaller);
  const untranslated = untranslatedNewestFirst(items).map((i) => ({
    kind: i.kind,
    date: i.date ?? '',
    title: i.title,
    url: `${siteOrigin()}${i.path}`,
  }));
  if (format === 'csv') {
    const columns = (['kind', 'date', 'title', 'url'] as const).map((key) => ({ key, title: key }));
    process.stdout.write(exportCsv({ columns, rows: untranslated, truncated: false }));
    return;
  }
  for (const i of untranslated)
    console.log(`${i.date || '—'.padEnd(10)}  ${i.kind.padEnd(8)}  ${i.url}  ${i.title}`);
  console.log('');
  for (const r of reportRows(items))
    console.log(
      `${r.kind.padEnd(8)} ${r.items} items, ${r.items - r.translated} untranslated` +
        (r.oldestUntranslated ? `, the oldest of ${r.oldestUntranslated}` : ''),
    );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
