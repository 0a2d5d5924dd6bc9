'use client';

import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ListLoadMore } from '@/components/load-more/ListLoadMore.client';
import { useLoadMore, useServerList } from '@/lib/core/client/use-load-more';
import { ResultItem, type ResultLabels, type ResultRecord } from './ResultList';

interface Props {
  /** The list call's address (its `path` in lib/core/contract/calls.ts, given by the server). */
  path: string;
  locale: 'az' | 'en';
  /** The dercler/get fields of the current filter, without paging. */
  input: Record<string, unknown>;
  /** The server's results: a `<ul>` of them (ResultListPart), which the loaded pages join. */
  children: ReactNode;
  /** How many results the server rendered. */
  shown: number;
  from: number;
  pageSize: number;
  initialDone: boolean;
  /** The no-JavaScript URL of the next page. */
  nextHref: string;
  labels: ResultLabels;
}

/**
 * The filter's results as a list of documents (type, date, title, badges) with Load more: the
 * server's results (a static part, kept from the HTML), then the loaded pages rendered into
 * the same list through a portal. The page renders it with a key per filter state, so any
 * change starts it afresh.
 */
export function FilterResults(props: Props) {
  const { loaded, listRef, added, loading, done, loadMore } = useLoadMore<ResultRecord>({
    path: props.path,
    input: { ...props.input, language: props.locale },
    field: 'dercler',
    shown: props.shown,
    from: props.from,
    pageSize: props.pageSize,
    initialDone: props.initialDone,
  });
  const { box, list } = useServerList(listRef);
  return (
    <div ref={box}>
      {props.children}
      {list &&
        createPortal(
          loaded.map((record) => (
            <ResultItem
              key={record.id}
              record={record}
              locale={props.locale}
              labels={props.labels}
            />
          )),
          list,
        )}
      <ListLoadMore href={props.nextHref} state={{ loading, done, added, loadMore }} />
    </div>
  );
}
