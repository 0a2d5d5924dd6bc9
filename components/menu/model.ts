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

/**
 * How a menu link matches the current URL: null when it does not (another path, an external
 * link, or a query parameter of the link's that the URL lacks), else the number of the link's
 * query parameters. Trailing slashes, the hash and extra parameters of the URL are ignored.
 */
function matchScore(item: MenuItem, currentUrl: string): number | null {
  if (!item.href || item.external) return null;
  const link = parseUrl(item.href);
  const here = parseUrl(currentUrl);
  if (link.path !== here.path) return null;
  for (const [key, value] of link.params) if (!here.params.getAll(key).includes(value)) return null;
  return [...link.params.keys()].length;
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
export function currentLinkId(items: readonly MenuItem[], currentUrl: string): string | null {
  const best: { id: string | null; score: number; depth: number } = {
    id: null,
    score: -1,
    depth: -1,
  };
  const walk = (list: readonly MenuItem[], depth: number) => {
    for (const item of list) {
      const score = matchScore(item, currentUrl);
      if (score !== null && (score > best.score || (score === best.score && depth > best.depth)))
        Object.assign(best, { id: item.id, score, depth });
      walk(item.children, depth + 1);
    }
  };
  walk(items, 0);
  return best.id;
}

/** Whether the item is the current link (currentLinkId) or holds it. */
export function containsCurrent(item: MenuItem, currentId: string | null): boolean {
  return item.id === currentId || item.children.some((c) => containsCurrent(c, currentId));
}

/** Fills the '{label}' placeholder of a label template. */
export function fillLabel(template: string, label: string): string {
  return template.split('{label}').join(label);
}
