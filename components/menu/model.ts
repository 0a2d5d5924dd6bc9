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
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Whether a menu link points at the current page (query, hash and trailing slash ignored). */
export function isCurrent(item: MenuItem, currentPath: string): boolean {
  if (!item.href || item.external) return false;
  return normalize(item.href) === normalize(currentPath);
}

/** Whether the item or one of its descendants is the current page. */
export function containsCurrent(item: MenuItem, currentPath: string): boolean {
  return isCurrent(item, currentPath) || item.children.some((c) => containsCurrent(c, currentPath));
}

/** Fills the '{label}' placeholder of a label template. */
export function fillLabel(template: string, label: string): string {
  return template.split('{label}').join(label);
}
