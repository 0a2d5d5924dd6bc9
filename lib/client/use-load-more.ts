'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { callApi } from './api';

export interface LoadMoreOptions<T> {
  /** The site API call that returns the list ('xeberler/get'). */
  path: string;
  /** The call's other fields (language, filters); limit and from are added. */
  input: Record<string, unknown>;
  /** The reply field holding the items ('xeberler'). */
  field: string;
  /** The items the server rendered. */
  initial: T[];
  /** Where the server's window starts in the whole list. */
  from: number;
  pageSize: number;
  /** The server already knows the list ended (it got fewer than it asked for). */
  initialDone: boolean;
  /** Turns each item of the reply into what the list holds (default: as is). */
  map?: (item: never) => T;
}

export interface LoadMoreState<T> {
  items: T[];
  loading: boolean;
  done: boolean;
  /** How many items the last load added (for the polite announcement), or null before any. */
  added: number | null;
  loadMore: () => Promise<void>;
  /** Put on the list element (its children are the items): focus moves to the first new item. */
  listRef: RefObject<HTMLUListElement | null>;
}

// The URL keeps the number of items shown, so a reload or the back button renders them again.
function rememberCount(count: number, pageSize: number) {
  const url = new URL(window.location.href);
  if (count > pageSize) url.searchParams.set('count', String(count));
  else url.searchParams.delete('count');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * A list that grows by one page per call of `loadMore`, asking from the
 * number of items already shown; done once a load returns fewer than a page.
 * A failed load shows the error dialog (callApi) and keeps the items shown.
 */
export function useLoadMore<T>(options: LoadMoreOptions<T>): LoadMoreState<T> {
  const { path, input, field, initial, from, pageSize, initialDone, map } = options;
  const [items, setItems] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(initialDone);
  const [added, setAdded] = useState<number | null>(null);
  const busy = useRef(false);
  const listRef = useRef<HTMLUListElement | null>(null);
  const focusIndex = useRef<number | null>(null);

  // Keyboard and screen-reader users continue reading at the first item that arrived.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const item = listRef.current?.children[index];
    item?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [items]);

  const loadMore = useCallback(async () => {
    if (busy.current || done) return;
    busy.current = true;
    setLoading(true);
    try {
      const reply = await callApi<Record<string, unknown>>(path, {
        ...input,
        limit: pageSize,
        from: from + items.length,
      });
      const raw: unknown[] = Array.isArray(reply[field]) ? reply[field] : [];
      const got = map ? raw.map((item) => map(item as never)) : (raw as T[]);
      const next = [...items, ...got];
      if (got.length > 0) focusIndex.current = items.length;
      setItems(next);
      setAdded(got.length);
      if (got.length < pageSize) setDone(true);
      rememberCount(next.length, pageSize);
    } catch {
      // callApi has shown the error dialog; what is shown stays.
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [path, input, field, from, pageSize, items, done, map]);

  return { items, loading, done, added, loadMore, listRef };
}
