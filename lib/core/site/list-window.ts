/**
 * The stretch of a list a page shows: `count` items from `from`. Lists grow by
 * one page at a time; without JavaScript, Load more is a link to the next
 * window (`?count=24`), so a reload or the back button shows the same items.
 * One call may ask for at most 100 items (docs/contract.md §7 bounds), so once the window
 * holds as many whole pages as fit in 100, the link starts a new window
 * after it (`?from=96`).
 */
export interface ListWindow {
  from: number;
  count: number;
}

/** The largest number of items one call may ask for. */
export const MAX_CALL_LIMIT = 100;
const MAX_FROM = 1_000_000;

type Raw = string | string[] | undefined;

function whole(raw: Raw): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^\d{1,7}$/.test(value) ? Number(value) : null;
}

/** The most items one window holds: whole pages, at most MAX_CALL_LIMIT. */
export function maxCount(pageSize: number): number {
  return Math.max(1, Math.floor(MAX_CALL_LIMIT / pageSize)) * pageSize;
}

/** The window a query asks for; anything that makes no sense means the first page. */
export function parseWindow(query: { from?: Raw; count?: Raw }, pageSize: number): ListWindow {
  const from = Math.min(whole(query.from) ?? 0, MAX_FROM);
  const asked = whole(query.count) ?? pageSize;
  const pages = Math.max(1, Math.ceil(asked / pageSize));
  return { from, count: Math.min(pages * pageSize, maxCount(pageSize)) };
}

/** The window Load more leads to without JavaScript. */
export function nextWindow(current: ListWindow, pageSize: number): ListWindow {
  const grown = current.count + pageSize;
  if (grown <= maxCount(pageSize)) return { from: current.from, count: grown };
  return { from: current.from + current.count, count: pageSize };
}

/** The query parameters of a window, leaving out the defaults. */
export function windowParams(window: ListWindow, pageSize: number): Record<string, string> {
  const params: Record<string, string> = {};
  if (window.from > 0) params.from = String(window.from);
  if (window.count !== pageSize) params.count = String(window.count);
  return params;
}
