'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { Card, type CardProps } from '@/components/cards/Card';
import { gridClassName, gridItemClassName, ListHeading } from '@/components/cards/CardGrid';
import { SkeletonGrid } from '@/components/cards/CardSkeleton';
import { ListLoadMore } from '@/components/load-more/ListLoadMore.client';
import type { Locale } from '@/i18n/routing';
import type { Publication } from '@/lib/core/contract/entities';
import { useLoadMore } from '@/lib/core/client/use-load-more';
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
  /** The cards the server rendered. */
  initial: CardProps[];
  from: number;
  pageSize: number;
  initialDone: boolean;
  /** The no-JS Load more link: the same list one page longer. */
  nextHref: string;
  /** The list's name and its h2 (the page shows no heading between its h1 and the cards). */
  label: string;
}

/**
 * A publication list: the server's cards, then Load more appending the next
 * page in place (skeleton cards meanwhile); without JavaScript Load more is a
 * link to the longer list.
 */
export function PublicationList(props: PublicationListProps) {
  const { kind, path, locale, mediaBase, input, initial, from, pageSize, initialDone } = props;
  const { nextHref, label } = props;
  const t = useTranslations('Cards');
  const moreLabel = t('more');
  const langLabel = t('inOtherLanguage');
  const toCard = useCallback(
    (item: Publication) => publicationCard(item, { kind, locale, mediaBase, moreLabel, langLabel }),
    [kind, locale, mediaBase, moreLabel, langLabel],
  );
  const call = ITEM_ROUTES[kind].call;
  const { items, loading, done, added, loadMore, listRef } = useLoadMore<CardProps>({
    path,
    input,
    field: call,
    initial,
    from,
    pageSize,
    initialDone,
    map: toCard,
  });
  return (
    <div className={styles.list} aria-busy={loading || undefined}>
      <ListHeading>{label}</ListHeading>
      <ul ref={listRef} role="list" className={gridClassName(3)} aria-label={label}>
        {items.map((card, i) => (
          <li key={card.href} className={gridItemClassName}>
            <Card {...card} photoPriority={i === 0} />
          </li>
        ))}
      </ul>
      {loading && <SkeletonGrid count={pageSize} />}
      <ListLoadMore href={nextHref} state={{ loading, done, added, loadMore }} />
    </div>
  );
}
