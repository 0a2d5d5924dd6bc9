// DOM lookups of the client menu; the markup they rely on is MenuTree's.

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
