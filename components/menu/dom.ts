// DOM lookups of the client menu; the markup they rely on is MenuTree's.
import type { LinkRef } from './model';

/** The focusable entries (links and toggles) of one list, without those of nested lists. */
export function entriesOf(list: Element | null): HTMLElement[] {
  if (!list) return [];
  return Array.from(list.querySelectorAll<HTMLElement>('[data-menu-item]')).filter(
    (el) => el.closest('ul') === list,
  );
}

/** The button whose aria-controls names this list. */
export function ownerToggle(list: Element): HTMLElement | null {
  if (!list.id || !list.parentElement) return null;
  const buttons = list.parentElement.querySelectorAll<HTMLElement>('[aria-controls]');
  return Array.from(buttons).find((b) => b.getAttribute('aria-controls') === list.id) ?? null;
}

/** Whether no list between `el` and `root` is collapsed. */
function isShown(el: Element, root: Element): boolean {
  for (let list = el.closest('ul'); list && root.contains(list);) {
    const owner = ownerToggle(list);
    if (owner && owner.getAttribute('aria-expanded') !== 'true') return false;
    list = list.parentElement?.closest('ul') ?? null;
  }
  return true;
}

/** The elements Tab can reach inside `root`, in document order. */
export function tabbables(root: Element): HTMLElement[] {
  const all = root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
  return Array.from(all).filter((el) => isShown(el, root));
}

/** The top-level entry (<li> of the outermost list) that contains `node`. */
export function topEntry(root: Element, node: Node): Element | null {
  const top = root.querySelector('ul');
  return Array.from(top?.children ?? []).find((li) => li.contains(node)) ?? null;
}

/** The depth of an entry: its list's `data-depth` (0 for the top level). */
export function depthOf(entry: Element): number {
  return Number(entry.closest('ul')?.getAttribute('data-depth') ?? 0);
}

/** Shows the open branch: each toggle's aria-expanded, and `openClass` on the list it controls. */
export function showOpen(root: Element, path: readonly string[], openClass?: string): void {
  for (const toggle of root.querySelectorAll<HTMLElement>('button[aria-controls]')) {
    const open = path.includes(toggle.dataset.menuItem ?? '');
    toggle.setAttribute('aria-expanded', String(open));
    const list = root.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (openClass) list?.classList.toggle(openClass, open);
  }
}

/** The tree's links as the current-page rule reads them (model.ts bestLink). */
export function linksOf(root: Element): LinkRef[] {
  return Array.from(root.querySelectorAll<HTMLAnchorElement>('a[data-menu-item]'), (a) => ({
    id: a.dataset.menuItem ?? '',
    href: a.getAttribute('href'),
    external: a.target === '_blank',
    depth: depthOf(a),
  }));
}

/**
 * Marks the link `currentId` (aria-current="page") and `activeClass` on every item that holds
 * it; unmarks the others.
 */
export function markCurrent(root: Element, currentId: string | null, activeClass?: string): void {
  for (const a of root.querySelectorAll<HTMLElement>('a[data-menu-item]')) {
    if (a.dataset.menuItem === currentId) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  const current = currentId === null ? null : root.querySelector(`a[aria-current="page"]`);
  if (!activeClass) return;
  for (const li of root.querySelectorAll('li')) {
    li.classList.toggle(activeClass, current !== null && li.contains(current));
  }
}
