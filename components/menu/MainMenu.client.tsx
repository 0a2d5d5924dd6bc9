'use client';

import { useId } from 'react';
import { BurgerIcon, CloseIcon } from './icons';
import styles from './MainMenu.module.css';
import { currentLinkId } from './model';
import { MenuTree } from './MenuTree';
import type { MenuProps } from './types';
import { useDisclosureNav } from './use-disclosure-nav';
import { usePhonePanel } from './use-phone-panel';
import { useHydrated } from '@/lib/core/client/use-hydrated';

export type MainMenuProps = MenuProps;

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
 * navigation landmark (the bar; below 768 px the closed panel is hidden).
 */
export function MainMenu({ items, labels, currentPath }: MainMenuProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const hydrated = useHydrated();
  const { open, opened, toggle, close, dismiss, onKeyDown, toggleRef, closeRef } = usePhonePanel();
  // While the phone panel is open the tree is an accordion, not the bar.
  const tree = useDisclosureNav(!open);
  const { navRef, isOpen, closeAll } = tree;

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
        >
          <MenuTree
            items={items}
            labels={labels}
            currentId={currentLinkId(items, currentPath)}
            styles={styles}
            idPrefix={id}
            isOpen={isOpen}
            onToggle={tree.toggle}
            onNavigate={() => {
              closeAll();
              dismiss();
            }}
            className={styles.top}
          />
        </nav>
      </div>
    </div>
  );
}
