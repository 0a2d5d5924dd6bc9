import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { entriesOf, ownerToggle, topEntry } from './dom';
import { moveIndex } from './keyboard';
import { togglePath } from './model';

/**
 * The tree's open branch, and the ≥ 768 px bar's behaviour (APG disclosure navigation, one
 * top-level group open at a time): arrows, Home/End, Escape, closing on blur and on a pointer
 * outside. `bar` is false while the phone panel is open: there the tree is a plain accordion.
 */
export function useDisclosureNav(bar: boolean) {
  const navRef = useRef<HTMLElement>(null);
  // The ids of the open items, one per level from the top.
  const [path, setPath] = useState<string[]>([]);
  const anyOpen = path.length > 0;

  useEffect(() => {
    if (!anyOpen || !bar) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !navRef.current?.contains(event.target)) setPath([]);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anyOpen, bar]);

  // A null relatedTarget (a click on nothing focusable, or Safari not focusing buttons) is left
  // to the pointerdown listener, so a click on a top button is not undone by its own blur.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!bar || !anyOpen || !(next instanceof Node)) return;
    const group = topEntry(event.currentTarget, event.target);
    if (!group?.contains(next)) setPath([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const list = target.closest('ul');
    const id = target.dataset.menuItem;
    if (!bar || !list || id === undefined) return;
    const depth = Number(list.dataset.depth);
    const controls = target.getAttribute('aria-controls');
    const expanded = target.getAttribute('aria-expanded') === 'true';

    if (event.key === 'Escape') {
      if (expanded) {
        setPath((p) => p.slice(0, depth));
      } else if (depth > 0) {
        setPath((p) => p.slice(0, depth - 1));
        ownerToggle(list)?.focus();
      } else return;
      event.preventDefault();
      return;
    }

    if (depth === 0 && event.key === 'ArrowDown' && controls) {
      event.preventDefault();
      // The list must be displayed before it can take focus.
      flushSync(() => setPath([id]));
      entriesOf(document.getElementById(controls))[0]?.focus();
      return;
    }

    const entries = entriesOf(list);
    const orientation = depth === 0 ? 'horizontal' : 'vertical';
    const next = moveIndex(event.key, entries.indexOf(target), entries.length, orientation);
    if (next === null) return;
    event.preventDefault();
    entries[next]?.focus();
  };

  return {
    navRef,
    /** The ids of the open items, one per level from the top (dom.ts showOpen shows them). */
    path,
    onBlur,
    onKeyDown,
    toggle: (id: string, depth: number) => setPath((p) => togglePath(p, id, depth)),
    closeAll: () => setPath([]),
  };
}
