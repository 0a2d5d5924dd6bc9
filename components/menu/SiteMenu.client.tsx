'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { usePathname } from '@/i18n/navigation';
import { localizePath } from '@/i18n/paths';
import { MainMenu, type MainMenuProps } from './MainMenu.client';

/**
 * The main menu with the visitor's current page (path and query) marked. The layout does not
 * re-render on client navigation, so the current path is read here.
 */
export function SiteMenu({
  labels,
  locale,
  children,
}: {
  labels: MainMenuProps['labels'];
  locale: Locale;
  /** The tree (MenuTree), rendered by the server. */
  children: ReactNode;
}) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const current = localizePath(locale, pathname) + (query ? `?${query}` : '');
  return (
    <MainMenu labels={labels} currentPath={current}>
      {children}
    </MainMenu>
  );
}
