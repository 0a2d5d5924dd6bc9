import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/paths';
import { ITEM_ROUTES, ROUTES, type ItemKind } from '@/lib/site/routes';
import { PageFrame } from '@/components/page/PageFrame';

/**
 * The 404 page of an item route, with the kind's message of docs/contract.md §8
 * ('Xəbər tapılmadı', ...), a way to the kind's list and one home. Rendered
 * on the server in the visitor's language (pages render per request), so it
 * reads the same with JavaScript off.
 */
export async function ItemNotFound({ kind }: { kind: ItemKind }) {
  const locale = await getLocale();
  const t = await getTranslations('ItemNotFound');
  const errors = await getTranslations('Errors');
  const routes = await getTranslations('Routes');
  const breadcrumb = await getTranslations('Breadcrumb');
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
