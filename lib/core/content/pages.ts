import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { slug } from '@/lib/core/contract/primitives';
import { SourceError } from '@/lib/core/content/source/errors';
import { read } from './cache';

/**
 * A static page's content by short title, or null when there is no such page:
 * no content, or an upstream that answers status false (the old site's
 * 'Səhifə tapılmadı', docs/contract.md §8) — a page lookup refused is a page not found.
 */
export const getStaticPage = cache(async (locale: Locale, shortTitle: string) => {
  if (!slug.safeParse(shortTitle).success) return null;
  try {
    const { content } = await read('page', { short_title: shortTitle, language: locale });
    return content.length === 1 ? content[0]! : null;
  } catch (e) {
    if (e instanceof SourceError && e.failure === 'rejected') return null;
    throw e;
  }
});
