'use client';

import { useTranslations } from 'next-intl';
import { useCallback, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { CardProps } from '@/components/cards/Card';
import { ListHeading } from '@/components/cards/CardGrid';
import { CardItem } from '@/components/cards/CardList';
import { SkeletonGrid } from '@/components/cards/CardSkeleton';
import { ListLoadMore } from '@/components/load-more/ListLoadMore.client';
import type { Locale } from '@/i18n/routing';
import type { Publication } from '@/lib/core/contract/entities';
import { useLoadMore, useServerList } from '@/lib/core/client/use-load-more';
import { publicationCard } from '@/lib/core/publications/card';
import { ITEM_ROUTES, type ItemKind } from '@/lib/core/site/routes';
import styles from './PublicationList.module.css';

export interface PublicationListProps {
  kind: ItemKind;
  /** The list call's address (its `path` in lib/core/contract/calls.ts, given by the server). */
  path: string;
  locale: Locale;
  mediaBase: string;
  /** The list call's fields besides limit and from (language, section, category). */
  input: Record<string, string | number>;
  /** The server's cards: a `<ul>` of them (CardListPart), which the loaded pages join. */
  children: ReactNode;
  /** How many cards the server rendered. */
  shown: number;
  from: number;
  pageSize: number;
  initialDone: boolean;
  /** The no-JS Load more link: the same list one page longer. */
  nextHref: string;
  /** The list's name and its h2 (the page shows no heading between its h1 and the cards). */
  label: string;
}

/**
 * A publication list: the server's cards (a static part, kept from the HTML), then Load more
 * appending the next page in place (skeleton cards meanwhile); without JavaScript Load more is
 * a link to the longer list. The loaded cards are rendered into the server's `<ul>` through a
 * portal, which appends and leaves the server's items alone: one list for screen readers, and
 * the client never holds the first cards' data.
 */
export function PublicationList(props: PublicationListProps) {
  const { kind, path, locale, mediaBase, input, shown, from, pageSize, initialDone } = props;
  const { nextHref, label, children } = props;
  const t = useTranslations('Cards');
  const moreLabel = t('more');
  const langLabel = t('inOtherLanguage');
  const toCard = useCallback(
    (item: Publication) => publicationCard(item, { kind, locale, mediaBase, moreLabel, langLabel }),
    [kind, locale, mediaBase, moreLabel, langLabel],
  );
  const call = ITEM_ROUTES[kind].call;
  const { loaded, loading, done, added, loadMore, listRef } = useLoadMore<CardProps>({
    path,
    input,
    field: call,
    shown,
    from,
    pageSize,
    initialDone,
    map: toCard,
  });
  const { box, list } = useServerList(listRef);
  return (
    <div ref={box} className={styles.list} aria-busy={loading || undefined}>
      <ListHeading>{label}</ListHeading>
      {children}
      {list &&
        createPortal(
          loaded.map((card) => <CardItem key={card.href} card={card} />),
          list,
        )}
      {loading && <SkeletonGrid count={pageSize} />}
      <ListLoadMore href={nextHref} state={{ loading, done, added, loadMore }} />
    </div>
  );
}
