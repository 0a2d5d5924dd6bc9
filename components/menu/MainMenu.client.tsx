'use client';

// The router's context, not useRouter(): outside Next's app router (a component test) it is null.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, useId, useLayoutEffect, type MouseEvent, type ReactNode } from 'react';
import { followInApp } from '@/lib/core/client/navigation';
import { useHydrated } from '@/lib/core/client/use-hydrated';
import { depthOf, linksOf, markCurrent, showOpen } from './dom';
import { BurgerIcon, CloseIcon } from './icons';
import styles from './MainMenu.module.css';
import { bestLink } from './model';
import type { MenuLabels } from './types';
import { useDisclosureNav } from './use-disclosure-nav';
import { usePhonePanel } from './use-phone-panel';

export interface MainMenuProps {
  /** The tree's own labels (submenu, external) are MenuTree's. */
  labels: Pick<MenuLabels, 'nav' | 'open' | 'close'>;
  /** The current path and query, e.g. '/en/filter?type=rey'; the best-matching link (one at most) gets aria-current="page". */
  currentPath: string;
  /** The tree: MenuTree, a static part the server rendered. */
  children: ReactNode;
}

/**
 * The site's main navigation: ONE tree in the HTML, which CSS shows as the navy bar from 768 px
 * and as a panel opened by the menu button below (MainMenu.module.css).
 *
 * Without JavaScript (the server HTML), the button is the summary of an otherwise empty native
 * `<details>`, and the panel, its sibling, is shown by `:has(> details[open])` below 768 px. The
 * `<details>` does not wrap the tree: a closed one hides its content at every width (Firefox and
 * Safari do not let CSS show it), and the bar must stay visible. A `:target` link pair would push
 * history entries and scroll the page; a checkbox would be announced as a checkbox. The summary is
 * a real disclosure button in every browser; without `:has()` (Firefox < 121) the CSS shows the
 * phone list expanded instead. Once hydrated, a `<button>` of the same size replaces the summary.
 *
 * With JavaScript, the panel is a modal dialog only while open; otherwise the `<nav>` is a plain
 * navigation landmark (the bar; below 768 px the closed panel is hidden). The tree is markup the
 * server rendered (MenuTree.tsx): this component drives it through the DOM (dom.ts), with one
 * click handler for its toggles and links; an internal link is followed in the app.
 */
export function MainMenu({ labels, currentPath, children }: MainMenuProps) {
  const panelId = `${useId()}-panel`;
  const hydrated = useHydrated();
  const router = useContext(AppRouterContext);
  const { open, opened, toggle, close, dismiss, onKeyDown, toggleRef, closeRef } = usePhonePanel();
  // While the phone panel is open the tree is an accordion, not the bar.
  const tree = useDisclosureNav(!open);
  const { navRef, path, closeAll } = tree;

  // After every render (a client-side navigation changes currentPath; a refreshed layout brings
  // a new tree): the open branch and the current link, in the tree's markup.
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    showOpen(nav, path, styles.open);
    markCurrent(nav, bestLink(linksOf(nav), currentPath), styles.active);
  });

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button[data-menu-item]');
    if (button) {
      tree.toggle(button.dataset.menuItem ?? '', depthOf(button));
      return;
    }
    if (!target?.closest('a[href]')) return;
    closeAll();
    dismiss();
    if (router) followInApp(event.nativeEvent, router);
  };

  return (
    <div
      className={styles.root}
      data-js={hydrated ? 'on' : 'off'}
      data-opened={opened || undefined}
    >
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <BurgerIcon />
          <span className="visually-hidden">{open ? labels.close : labels.open}</span>
        </button>
      ) : (
        <details className={styles.disclosure}>
          <summary className={styles.toggle}>
            <BurgerIcon />
            <span className="visually-hidden">{labels.open}</span>
          </summary>
        </details>
      )}
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={close} /> : null}
      <div
        id={panelId}
        className={open ? `${styles.panel} ${styles.open}` : styles.panel}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-label={open ? labels.nav : undefined}
        onKeyDown={onKeyDown}
      >
        {hydrated ? (
          <button ref={closeRef} type="button" className={styles.close} onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">{labels.close}</span>
          </button>
        ) : null}
        <nav
          ref={navRef}
          aria-label={labels.nav}
          className={styles.nav}
          onKeyDown={tree.onKeyDown}
          onBlur={tree.onBlur}
          onClick={onClick}
        >
          {children}
        </nav>
      </div>
    </div>
  );
}
