import 'server-only';
import { headers } from 'next/headers';
import { PAGE_URL_HEADER } from '@/lib/platform/http/page-path';
import { absoluteUrl } from './metadata';

/**
 * The path and query of the page being rendered, as the proxy passed them on (the language
 * prefix included); '/' when it did not. The main menu marks its current link by it.
 */
export async function pagePath(): Promise<string> {
  const url = (await headers()).get(PAGE_URL_HEADER);
  return url && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/**
 * The absolute address of the page being rendered (SITE_URL + its path, no
 * query), as the proxy passed it on; the site's root when it did not.
 * Printed at the foot of every page (docs/reading.md).
 */
export async function pageAddress(): Promise<string> {
  return absoluteUrl((await pagePath()).split('?')[0] ?? '/');
}
