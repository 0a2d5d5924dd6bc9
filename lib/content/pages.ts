import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { slug } from '@/lib/contract/primitives';
import { read } from './cache';

/** A static page's content by short title, or null when there is no such page. */
export const getStaticPage = cache(async (locale: Locale, shortTitle: string) => {
  if (!slug.safeParse(shortTitle).success) return null;
  const { content } = await read('page', { short_title: shortTitle, language: locale });
  return content.length === 1 ? content[0]! : null;
});
