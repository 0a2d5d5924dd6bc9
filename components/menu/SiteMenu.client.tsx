'use client';

import { useSearchParams } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { usePathname } from '@/i18n/navigation';
import { localizePath } from '@/i18n/paths';
import { MainMenu } from './MainMenu.client';
import type { MenuItem, MenuLabels } from './types';

/**
 * The main menu with the visitor's current page (path and query) marked. The layout does not
 * re-render on client navigation, so the current path is read here.
 */
export function SiteMenu({
  items,
  labels,
  locale,
}: {
  items: MenuItem[];
  labels: MenuLabels;
  locale: Locale;
}) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const current = localizePath(locale, pathname) + (query ? `?${query}` : '');
  return <MainMenu items={items} labels={labels} currentPath={current} />;
}
