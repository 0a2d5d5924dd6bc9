'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/routing';
import { usePathname } from '@/i18n/navigation';
import { localizePath } from '@/i18n/paths';
import { MainMenu } from './MainMenu.client';
import type { MenuLabels } from './types';
import { fullMenu, type WireMenuItem } from './wire';

/**
 * The main menu with the visitor's current page (path and query) marked. The layout does not
 * re-render on client navigation, so the current path is read here.
 */
export function SiteMenu({
  items,
  labels,
  locale,
}: {
  /** compactMenu(…) of the layout's menu. */
  items: WireMenuItem[];
  labels: MenuLabels;
  locale: Locale;
}) {
  const menu = useMemo(() => fullMenu(items), [items]);
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const current = localizePath(locale, pathname) + (query ? `?${query}` : '');
  return <MainMenu items={menu} labels={labels} currentPath={current} />;
}
