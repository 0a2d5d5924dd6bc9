import type { Caller } from '@/lib/core/contract/kinds';
import { getSource } from '@/lib/core/content/source';
import { reportItems, reportRows } from '@/lib/core/content/translation-report';

/** How long a count stands: an operator's scrapes every 15 s cost one reading in 5 minutes. */
const COUNT_FOR_MS = 5 * 60_000;

/** The source itself, not the page cache: the metric's reading runs outside a page's render. */
export const sourceCaller: Caller = (name, input) => getSource().call(name, input);

let last: { at: number; counts: Promise<Record<string, number>> } | undefined;

async function count(): Promise<Record<string, number>> {
  const rows = reportRows(await reportItems(sourceCaller));
  return Object.fromEntries(rows.map((r) => [r.kind, r.items - r.translated]));
}

/**
 * Untranslated items by content kind, for `site_untranslated_items` (docs/languages.md):
 * counted at most every 5 minutes; a failed count is tried again at the next scrape.
 */
export function untranslatedCounts(now = Date.now()): Promise<Record<string, number>> {
  if (!last || now - last.at > COUNT_FOR_MS) {
    const counts = count();
    last = { at: now, counts };
    counts.catch(() => {
      if (last?.counts === counts) last = undefined;
    });
  }
  return last.counts;
}
