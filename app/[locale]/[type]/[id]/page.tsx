import type { Metadata } from 'next';
import { ITEM_ROUTES, isItemKind } from '@/lib/core/contract/kinds';
import { fromKeys, keysOf } from '@/lib/core/contract/keys';
import { itemRoute } from '../../(publications)/_route/item-route';
import {
  RecordPage,
  generateMetadata as recordMetadata,
} from '../../(records)/_route/record-route';

type Props = { params: Promise<{ locale: string; type: string; id: string }> };

/** Each kind's item route module, made once. */
const ITEM_PAGES = fromKeys(keysOf(ITEM_ROUTES), itemRoute);

/**
 * One item at /{segment}/{id}: a publication when the segment is a content kind of
 * lib/core/contract/kinds.ts (/xeber/42, /cixis/7, ...), else a record of that type
 * (/audit/12, docs/contract.md §2). A new kind needs no route of its own.
 */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { type } = await props.params;
  return isItemKind(type) ? ITEM_PAGES[type].generateMetadata(props) : recordMetadata(props);
}

export default async function ItemPage(props: Props) {
  const { type } = await props.params;
  if (!isItemKind(type)) return <RecordPage {...props} />;
  const { Page } = ITEM_PAGES[type];
  return <Page {...props} />;
}
