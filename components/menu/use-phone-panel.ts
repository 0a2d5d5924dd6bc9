import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { tabbables } from './dom';
import { trapTab } from './keyboard';

const WIDE = '(min-width: 768px)';

/**
 * The < 768 px slide-in panel: open state, focus moved in on opening and back to the menu button
 * on closing, Tab trapped, Escape closes, the page does not scroll behind it, and growing past
 * the breakpoint closes it.
 */
export function usePhonePanel() {
  const [open, setOpen] = useState(false);
  // Set on the first opening: the slide animation never runs while the page hydrates.
  const [opened, setOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const body = document.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    // Growing past the breakpoint hides the panel: close it so the page can scroll again.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    wide?.addEventListener('change', onWide);
    return () => {
      body.style.overflow = overflow;
      wide?.removeEventListener('change', onWide);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const toggle = () => {
    setOpened(true);
    setOpen((o) => !o);
  };

  /** Closes without moving focus (a link was chosen: the page changes). */
  const dismiss = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const elements = tabbables(event.currentTarget);
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const next = trapTab(active ? elements.indexOf(active) : -1, elements.length, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    elements[next]?.focus();
  };

  return { open, opened, toggle, close, dismiss, onKeyDown, toggleRef, closeRef };
}
