import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { keysOf } from '@/lib/core/contract/keys';
import { ITEM_ROUTES, ROUTES } from '@/lib/core/site/routes';
import type { NotFoundTexts } from './NotFoundView.client';

/** The 404 page's texts in the visitor's language, with each content kind's own message (docs/contract.md §8). */
export async function notFoundTexts(locale: Locale): Promise<NotFoundTexts> {
  const errors = await getTranslations('Errors');
  const items = await getTranslations('ItemNotFound');
  const routes = await getTranslations('Routes');
  const breadcrumb = await getTranslations('Breadcrumb');
  const kinds = Object.fromEntries(
    keysOf(ITEM_ROUTES).map((kind) => {
      const list = ITEM_ROUTES[kind].list;
      const listHref = localizePath(locale, ROUTES[list]);
      return [kind, { title: items(kind), listLabel: routes(list), listHref }];
    }),
  );
  return {
    title: errors('notFoundTitle'),
    text: errors('notFoundText'),
    home: errors('home'),
    homeHref: localizePath(locale, '/'),
    breadcrumbHome: breadcrumb('home'),
    breadcrumbLabel: breadcrumb('label'),
    kinds,
  };
}
