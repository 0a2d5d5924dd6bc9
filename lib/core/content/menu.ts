import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { MenuItem } from '@/lib/core/site/menu-types';
import { read } from './cache';
import { logQuietFailure } from './quiet';
import { SourceError } from '@/lib/core/content/source';
import { buildMenu } from '@/lib/core/site/menu-items';

/**
 * The menu of every page, from the navbar and navlink calls. When the source
 * fails, the page frame still renders without the menu (the page's own read
 * then shows the error); the menu is never worth a blank page.
 */
export async function getMenu(locale: Locale): Promise<MenuItem[]> {
  try {
    const [{ navbar }, { nav_link }] = await Promise.all([read('navbar', {}), read('navlink', {})]);
    return buildMenu(navbar, nav_link, locale);
  } catch (e) {
    if (e instanceof SourceError) {
      logQuietFailure('menu', e);
      return [];
    }
    throw e;
  }
}

/** The menu as the site map page shows it; a failure is the page's error. */
export async function getSiteMapMenu(locale: Locale): Promise<MenuItem[]> {
  const [{ navbar }, { nav_link }] = await Promise.all([read('navbar', {}), read('navlink', {})]);
  return buildMenu(navbar, nav_link, locale);
}
