'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import useSWRInfinite from 'swr/infinite';
import { callApi } from './api';

export interface LoadMoreOptions<T> {
  /** The site API call that returns the list ('xeberler/get'). */
  path: string;
  /** The call's other fields (language, filters); limit and from are added. */
  input: Record<string, unknown>;
  /** The reply field holding the items ('xeberler'). */
  field: string;
  /** How many items the server rendered: the list's first children, which the hook never holds. */
  shown: number;
  /** Where the server's window starts in the whole list. */
  from: number;
  pageSize: number;
  /** The server already knows the list ended (it got fewer than it asked for). */
  initialDone: boolean;
  /** Turns each item of the reply into what the list holds (default: as is). */
  map?: (item: never) => T;
}

export interface LoadMoreState<T> {
  /** The items loaded after the server's, in order (the list shows them after its first `shown`). */
  loaded: T[];
  loading: boolean;
  done: boolean;
  /** How many items the last load added (for the polite announcement), or null before any. */
  added: number | null;
  loadMore: () => Promise<void>;
  /** Put on the list element (its children are all the items): focus moves to the first new one. */
  listRef: RefObject<HTMLUListElement | null>;
}

/** One page's key: the call, its fields and the window (SWR caches and dedupes by it). */
type PageKey = readonly [
  path: string,
  field: string,
  input: Record<string, unknown>,
  from: number,
  limit: number,
];

// The URL keeps the number of items shown, so a reload or the back button renders them again.
function rememberCount(count: number, pageSize: number) {
  const url = new URL(window.location.href);
  if (count > pageSize) url.searchParams.set('count', String(count));
  else url.searchParams.delete('count');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

async function fetchPage([path, field, input, from, limit]: PageKey): Promise<unknown[]> {
  const reply = await callApi<Record<string, unknown>>(path, { ...input, limit, from });
  const raw = reply[field];
  return Array.isArray(raw) ? raw : [];
}

/**
 * A list that grows by one page per call of `loadMore` (SWR's useSWRInfinite: the pages after
 * the server's window, each asked from the number of items before it); done once a page returns
 * fewer than a page size. callApi shows the progress bar meanwhile and, when a load fails, the
 * error dialog; the items shown stay and the next press tries the same page again.
 */
export function useLoadMore<T>(options: LoadMoreOptions<T>): LoadMoreState<T> {
  const { path, input, field, shown, from, pageSize, initialDone, map } = options;
  const start = from + shown;
  const { data, size, setSize, error, isValidating } = useSWRInfinite<unknown[], unknown>(
    (index): PageKey => [path, field, input, start + index * pageSize, pageSize],
    (key: PageKey) => fetchPage(key),
    {
      initialSize: 0,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  const listRef = useRef<HTMLUListElement | null>(null);
  const focusIndex = useRef<number | null>(null);

  const pages = data ?? [];
  // Cast: the items are the API's reply to the list's own call (typed by the caller as T).
  const loaded: T[] = pages.flat().map((item) => (map ? map(item as never) : (item as T)));
  const count = shown + loaded.length;
  const last = pages.at(-1);
  const done = last ? last.length < pageSize : initialDone;
  // Each load adds one page: the last page is what the last load added.
  const added = last ? last.length : null;
  const loading = isValidating && size > pages.length && !error;

  // Once a page arrived: the URL follows what is shown, and keyboard and screen-reader users
  // continue reading at the first item that arrived.
  useEffect(() => {
    if (!pages.length) return;
    rememberCount(count, pageSize);
    const index = focusIndex.current;
    focusIndex.current = null;
    if (index === null || count <= index) return;
    const item = listRef.current?.children[index];
    item?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [count, pages.length, pageSize]);

  const loadMore = useCallback(async () => {
    if (loading || done) return;
    focusIndex.current = count;
    try {
      // After a failed load the size is already one ahead: SWR asks for the missing page again.
      await setSize(pages.length + 1);
    } catch {
      // callApi has shown the error dialog; what is shown stays.
    }
  }, [loading, done, count, pages.length, setSize]);

  return { loaded, loading, done, added, loadMore, listRef };
}

/**
 * For a list whose server-rendered items are a static part (docs/frontend.md, "Static parts"):
 * `box` goes on the element holding that `<ul>` (its child); once in the document, `list` is the
 * `<ul>`, where the loaded items are rendered through a portal (createPortal appends and leaves
 * the server's items alone: one list), and it becomes the list focus moves in.
 */
export function useServerList(listRef: RefObject<HTMLUListElement | null>) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const box = useCallback(
    (element: HTMLElement | null) => {
      const ul = element?.querySelector<HTMLUListElement>(':scope > ul') ?? null;
      listRef.current = ul;
      setList(ul);
    },
    [listRef],
  );
  return { box, list };
}
