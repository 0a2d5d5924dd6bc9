'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabbables } from './dom';
import { BurgerIcon, CloseIcon } from './icons';
import { trapTab } from './keyboard';
import styles from './MobileMenu.module.css';
import { MenuTree } from './MenuTree';
import { togglePath } from './model';
import type { MenuProps } from './types';
import { useHydrated } from '@/lib/client/use-hydrated';

const WIDE = '(min-width: 768px)';

/**
 * The < 768 px menu: a toggle and a modal panel sliding in from the side, holding the tree as an
 * accordion. In the server HTML (and without JavaScript) it is a closed native `<details>`
 * disclosure whose summary looks exactly like the toggle, so the header has its final height at
 * first paint and the menu still opens, as a plain fully expanded list, with scripts off.
 */
export function MobileMenu({ items, labels, currentPath }: MenuProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [path, setPath] = useState<string[]>([]);
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const elements = tabbables(event.currentTarget);
    const active = document.activeElement as HTMLElement | null;
    const next = trapTab(active ? elements.indexOf(active) : -1, elements.length, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    elements[next]?.focus();
  };

  if (!hydrated) {
    return (
      <details className={styles.root} data-js="off">
        <summary className={styles.toggle}>
          <BurgerIcon />
          <span className="visually-hidden">{labels.open}</span>
        </summary>
        <div className={styles.panel}>
          <nav aria-label={labels.nav}>
            <MenuTree
              items={items}
              labels={labels}
              currentPath={currentPath}
              styles={styles}
              idPrefix={id}
              isOpen={() => false}
              onToggle={() => {}}
              onNavigate={() => {}}
              className={styles.list}
              // Server HTML only, replaced once scripts run: the least markup that works.
              serverOnly
            />
          </nav>
        </div>
      </details>
    );
  }

  return (
    // data-opened: the slide animation only runs once the visitor has opened the panel,
    // so hydration (panel moving from the no-JS list to off-screen) is never animated.
    <div className={styles.root} data-js="on" data-opened={opened || undefined}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((o) => !o);
        }}
      >
        <BurgerIcon />
        <span className="visually-hidden">{open ? labels.close : labels.open}</span>
      </button>
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={close} /> : null}
      <div
        id={panelId}
        className={open ? `${styles.panel} ${styles.open}` : styles.panel}
        role="dialog"
        aria-modal
        aria-label={labels.nav}
        onKeyDown={onKeyDown}
      >
        <button ref={closeRef} type="button" className={styles.close} onClick={close}>
          <CloseIcon />
          <span className="visually-hidden">{labels.close}</span>
        </button>
        <nav aria-label={labels.nav}>
          <MenuTree
            items={items}
            labels={labels}
            currentPath={currentPath}
            styles={styles}
            idPrefix={id}
            isOpen={(itemId) => path.includes(itemId)}
            onToggle={(itemId, depth) => setPath((p) => togglePath(p, itemId, depth))}
            onNavigate={() => setOpen(false)}
            className={styles.list}
          />
        </nav>
      </div>
    </div>
  );
}
