import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { notFoundMetadata } from '@/lib/features/seo/not-found';
import type { SearchParams } from '@/lib/core/publications/list-query';
import { ITEM_ROUTES, listKind } from '@/lib/core/contract/kinds';
import { fromKeys, keysOf } from '@/lib/core/contract/keys';
import { publicationListRoute } from '../(publications)/_route/list-route';

type Props = {
  params: Promise<{ locale: string; type: string }>;
  searchParams: Promise<SearchParams>;
};

/** Each kind's list route module, made once. */
const LIST_ROUTES = fromKeys(keysOf(ITEM_ROUTES), publicationListRoute);

/**
 * A publication list, /{list} (docs/contract.md §2: /xeberler, /cixislar, ...): the segment
 * names a list of the content kinds' table (lib/core/contract/kinds.ts), so that a new kind needs
 * no route of its own; any other segment is a 404. Fixed routes (/videolar, /search, ...) are
 * folders of their own, which Next prefers to this one.
 */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const kind = listKind((await props.params).type);
  if (!kind) return notFoundMetadata(await pageLocale(props.params));
  return LIST_ROUTES[kind].generateMetadata(props);
}

export default async function ListPage(props: Props) {
  const kind = listKind((await props.params).type);
  if (!kind) notFound();
  const { Page } = LIST_ROUTES[kind];
  return <Page {...props} />;
}
