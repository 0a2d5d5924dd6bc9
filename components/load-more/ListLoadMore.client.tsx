'use client';

import { useTranslations } from 'next-intl';
import type { LoadMoreState } from '@/lib/core/client/use-load-more';
import { LoadMore } from './LoadMore.client';

type State = Pick<LoadMoreState<unknown>, 'loading' | 'done' | 'added' | 'loadMore'>;

/** The Load more control of a list driven by useLoadMore, with the site's texts. */
export function ListLoadMore({ href, state }: { href: string; state: State }) {
  const t = useTranslations('Cards');
  return (
    <LoadMore
      href={href}
      label={t('loadMore')}
      loadingLabel={t('loading')}
      status={state.added === null ? '' : t('loaded', { count: state.added })}
      loading={state.loading}
      done={state.done}
      onLoad={state.loadMore}
    />
  );
}
