'use client';

import { useTranslations } from 'next-intl';
import { ListLoadMore } from '@/components/load-more/ListLoadMore.client';
import type { Derc } from '@/lib/core/contract/entities';
import { useLoadMore } from '@/lib/core/client/use-load-more';
import { localizePath } from '@/i18n/paths';
import { recordBadges } from '@/lib/core/filter/record-badges';
import { RecordRow } from './RecordRow';
import styles from './Filter.module.css';

/** A record as a result card needs it (the server leaves the body out). */
export type ResultRecord = Omit<Derc, 'text'> & { text?: string };

interface Props {
  /** The list call's address (its `path` in lib/core/contract/calls.ts, given by the server). */
  path: string;
  locale: 'az' | 'en';
  /** The dercler/get fields of the current filter, without paging. */
  input: Record<string, unknown>;
  initial: ResultRecord[];
  from: number;
  pageSize: number;
  initialDone: boolean;
  /** The no-JavaScript URL of the next page. */
  nextHref: string;
  label: string;
  /** the accessible name of each record's badge list */
  badgesLabel: string;
}

/**
 * The filter's results as a list of documents (type, date, title, badges) with Load more; the
 * page renders it with a key per filter state, so any change starts it afresh.
 */
export function FilterResults(props: Props) {
  const t = useTranslations('Cards');
  const { loaded, listRef, added, loading, done, loadMore } = useLoadMore<ResultRecord>({
    path: props.path,
    input: { ...props.input, language: props.locale },
    field: 'dercler',
    shown: props.initial.length,
    from: props.from,
    pageSize: props.pageSize,
    initialDone: props.initialDone,
  });
  const items = [...props.initial, ...loaded];
  if (!items.length) return <p className={styles.empty}>{t('noData')}</p>;
  return (
    <>
      <ul role="list" ref={listRef} className={styles.results} aria-label={props.label}>
        {items.map((record) => (
          <li key={record.id}>
            <RecordRow
              href={localizePath(props.locale, `/${record.type_short_title}/${record.id}`)}
              title={record.title}
              typeTitle={record.type_title}
              date={record.date}
              badges={recordBadges(record)}
              badgesLabel={props.badgesLabel}
              lang={
                record.language && record.language !== props.locale ? record.language : undefined
              }
              langLabel={t('inOtherLanguage')}
            />
          </li>
        ))}
      </ul>
      <ListLoadMore href={props.nextHref} state={{ loading, done, added, loadMore }} />
    </>
  );
}
