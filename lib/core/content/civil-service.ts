import 'server-only';
import type { Locale } from '@/i18n/routing';
import { read } from './cache';
import { sanitizeBody } from '@/lib/core/format/html/sanitize';
import { CIVIL_SERVICE_TABS } from '@/lib/core/site/civil-service';
import { logError } from '@/lib/platform/observability/log';

/**
 * The five sections' content, sanitized. A section whose page cannot be read
 * (the source fails, or has no such page) comes back with html null: the page
 * still renders and the visitor gets the spec's empty error dialog.
 */
export async function getCivilServiceSections(locale: Locale) {
  const replies = await Promise.allSettled(
    CIVIL_SERVICE_TABS.map((tab) => read('page', { short_title: tab.page, language: locale })),
  );
  return CIVIL_SERVICE_TABS.map((tab, i) => {
    const reply = replies[i]!;
    const page = reply.status === 'fulfilled' ? reply.value.content[0] : undefined;
    if (reply.status === 'rejected') logError(`[dovlet-qullugu] ${tab.page}`, reply.reason);
    const untranslated = page?.language && page.language !== locale;
    return {
      hash: tab.hash,
      label: tab.label,
      html: page ? sanitizeBody(page.text) : null,
      ...(untranslated ? { lang: page.language } : {}),
    };
  });
}
