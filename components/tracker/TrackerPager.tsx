import { getTranslations } from 'next-intl/server';
import { Pager } from '@/components/pager/Pager';
import { trackerSearch, type TrackerQuery } from '@/lib/core/tracker/query';

interface Props {
  base: string;
  query: TrackerQuery;
  pageCount: number;
}

/** Links to the table's pages, with the filters (components/pager/Pager.tsx). */
export async function TrackerPager({ base, query, pageCount }: Props) {
  const t = await getTranslations('Tracker');
  const pager = await getTranslations('Pager');
  return (
    <Pager
      label={t('pagination')}
      current={query.page}
      count={pageCount}
      href={(page) => `${base}${trackerSearch({ ...query, page })}`}
      texts={{
        previous: pager('previous'),
        next: pager('next'),
        page: (page) => pager('page', { page }),
      }}
    />
  );
}
