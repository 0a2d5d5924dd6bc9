import 'server-only';
import { headers } from 'next/headers';
import { PAGE_URL_HEADER } from '@/lib/platform/http/page-path';
import { absoluteUrl } from './metadata';

/**
 * The absolute address of the page being rendered (SITE_URL + its path, no
 * query), as the proxy passed it on; the site's root when it did not.
 * Printed at the foot of every page (docs/reading.md).
 */
export async function pageAddress(): Promise<string> {
  const path = (await headers()).get(PAGE_URL_HEADER)?.split('?')[0];
  return absoluteUrl(path && path.startsWith('/') && !path.startsWith('//') ? path : '/');
}
