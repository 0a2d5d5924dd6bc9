'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizePath } from '@/lib/i18n/paths';
import { ITEM_ROUTES, ROUTES, type ItemKind } from '@/lib/site/routes';
import { PageFrame } from './PageFrame';

/**
 * The 404 page of an item route, with the kind's message of SPEC §8
 * ('Xəbər tapılmadı', ...), a way to the kind's list and one home. A client
 * component: the language comes from the layout's provider, so rendering it
 * never reads the request (the item pages stay cacheable).
 */
export function ItemNotFound({ kind }: { kind: ItemKind }) {
  const locale = useLocale();
  const t = useTranslations('ItemNotFound');
  const errors = useTranslations('Errors');
  const routes = useTranslations('Routes');
  const breadcrumb = useTranslations('Breadcrumb');
  const listKey = ITEM_ROUTES[kind].list;
  const home = localizePath(locale, '/');
  return (
    <PageFrame
      title={t(kind)}
      crumbs={[{ label: breadcrumb('home'), href: home }, { label: t(kind) }]}
      breadcrumbLabel={breadcrumb('label')}
    >
      <p>{errors('notFoundText')}</p>
      <ul>
        <li>
          <a href={localizePath(locale, ROUTES[listKey])}>{routes(listKey)}</a>
        </li>
        <li>
          <a href={home}>{errors('home')}</a>
        </li>
      </ul>
    </PageFrame>
  );
}
