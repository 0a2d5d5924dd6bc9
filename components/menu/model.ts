import type { MenuItem } from './types';

/**
 * The open branch after toggling `id` at `depth`: one item per level is open, so opening a
 * sibling closes the other one and its descendants; toggling an open item closes it and below.
 */
export function togglePath(path: readonly string[], id: string, depth: number): string[] {
  if (path[depth] === id) return path.slice(0, depth);
  return [...path.slice(0, depth), id];
}

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function parseUrl(url: string): { path: string; params: URLSearchParams } {
  const [path = '', query = ''] = (url.split('#')[0] ?? '').split('?');
  return { path: normalize(path), params: new URLSearchParams(query) };
}

/** A menu link as the current-page rule reads it: from the menu's items or from its markup. */
export interface LinkRef {
  id: string;
  href?: string | null;
  external?: boolean;
  /** 0 for the top level. */
  depth: number;
}

/**
 * How a menu link matches the current URL: null when it does not (another path, an external
 * link, or a query parameter of the link's that the URL lacks), else the number of the link's
 * query parameters. Trailing slashes, the hash and extra parameters of the URL are ignored.
 */
function matchScore(link: Omit<LinkRef, 'id' | 'depth'>, currentUrl: string): number | null {
  if (!link.href || link.external) return null;
  const there = parseUrl(link.href);
  const here = parseUrl(currentUrl);
  if (there.path !== here.path) return null;
  for (const [key, value] of there.params)
    if (!here.params.getAll(key).includes(value)) return null;
  return [...there.params.keys()].length;
}

/** Whether a menu link points at the current page (see matchScore). */
export function isCurrent(item: MenuItem, currentUrl: string): boolean {
  return matchScore(item, currentUrl) !== null;
}

/**
 * The id of the one link that gets aria-current="page": the link that matches the current URL
 * with the most query parameters; on a tie the deepest (a section's link and its first child
 * often share an address), then the first in menu order. Null when none matches.
 */
export function bestLink(links: Iterable<LinkRef>, currentUrl: string): string | null {
  let best: { id: string | null; score: number; depth: number } = {
    id: null,
    score: -1,
    depth: -1,
  };
  for (const link of links) {
    const score = matchScore(link, currentUrl);
    if (score !== null && (score > best.score || (score === best.score && link.depth > best.depth)))
      best = { id: link.id, score, depth: link.depth };
  }
  return best.id;
}

/** Every item of the tree in menu order, with its depth. */
function* flatten(items: readonly MenuItem[], depth = 0): Generator<LinkRef> {
  for (const item of items) {
    yield { ...item, depth };
    yield* flatten(item.children, depth + 1);
  }
}

/** bestLink of the menu's items. */
export function currentLinkId(items: readonly MenuItem[], currentUrl: string): string | null {
  return bestLink(flatten(items), currentUrl);
}

/** Whether the item is the current link (currentLinkId) or holds it. */
export function containsCurrent(item: MenuItem, currentId: string | null): boolean {
  return item.id === currentId || item.children.some((c) => containsCurrent(c, currentId));
}

/** Fills the '{label}' placeholder of a label template. */
export function fillLabel(template: string, label: string): string {
  return template.split('{label}').join(label);
}
