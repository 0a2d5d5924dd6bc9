'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useMediaQuery } from '@/lib/core/client/use-media-query';
import { showError } from '@/lib/core/client/errors';
import { tabAfterKey, tabFromHash } from './tabs';
import styles from './CivilServiceTabs.module.css';

export interface CivilServicePanel {
  hash: string;
  label: string;
  /** Sanitized HTML, or null when the section could not be loaded. */
  html: string | null;
  lang?: string;
}

interface Props {
  panels: CivilServicePanel[];
  labels: { tabs: string; failed: string };
}

/** The width from which the sections become tabs (docs/contract.md §9 mobile breakpoint). */
const TABS_QUERY = '(min-width: 768px)';

/**
 * The civil service sections, as GOV.UK's tabs (docs/design.md, "Tabs"). Without JavaScript and
 * below 768 px: a list of links to the sections, all shown one after another. From 768 px with
 * JavaScript: an APG tablist in one row (automatic activation, arrow keys, Home/End) whose
 * selection is the URL hash. Each section keeps its heading in both forms, so nothing above the
 * first section's text moves when the tabs start. A section that could not be loaded opens the
 * error dialog with no text (docs/contract.md §8).
 */
export function CivilServiceTabs({ panels, labels }: Props) {
  const tabs = useMediaQuery(TABS_QUERY, true);
  const hashes = panels.map((p) => p.hash);
  const [active, setActive] = useState(hashes[0] ?? '');
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const failed = panels.some((p) => p.html === null);

  useEffect(() => {
    const sync = () => setActive(tabFromHash(window.location.hash, hashes));
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tabs never change
  }, []);

  useEffect(() => {
    if (failed) showError(undefined, { empty: true });
  }, [failed]);

  function select(hash: string, focus: boolean) {
    setActive(hash);
    window.history.replaceState(window.history.state, '', `#${hash}`);
    if (focus) tabRefs.current[hashes.indexOf(hash)]?.focus();
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, hash: string) {
    event.preventDefault();
    select(hash, false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const next = tabAfterKey(event.key, index, panels.length);
    if (next === null) return;
    event.preventDefault();
    select(hashes[next]!, true);
  }

  // As links, the list is a navigation landmark; as tabs, a tablist.
  const Bar = tabs ? 'div' : 'nav';
  return (
    <div data-js={tabs ? 'tabs' : 'anchors'}>
      <Bar aria-label={tabs ? undefined : labels.tabs}>
        <ul
          className={styles.list}
          role={tabs ? 'tablist' : undefined}
          aria-label={tabs ? labels.tabs : undefined}
        >
          {panels.map((p, i) => {
            const selected = tabs && p.hash === active;
            return (
              <li key={p.hash} role={tabs ? 'presentation' : undefined}>
                <a
                  ref={(el) => {
                    tabRefs.current[i] = el;
                  }}
                  id={`tab-${p.hash}`}
                  href={`#${p.hash}`}
                  className={styles.tab}
                  role={tabs ? 'tab' : undefined}
                  aria-selected={tabs ? selected : undefined}
                  aria-controls={tabs ? p.hash : undefined}
                  tabIndex={tabs && !selected ? -1 : undefined}
                  onClick={tabs ? (e) => onClick(e, p.hash) : undefined}
                  onKeyDown={tabs ? (e) => onKeyDown(e, i) : undefined}
                >
                  {p.label}
                </a>
              </li>
            );
          })}
        </ul>
      </Bar>
      {panels.map((p) => (
        <section
          key={p.hash}
          id={p.hash}
          className={styles.panel}
          role={tabs ? 'tabpanel' : undefined}
          aria-labelledby={tabs ? `tab-${p.hash}` : undefined}
          hidden={tabs && p.hash !== active}
          tabIndex={tabs ? 0 : undefined}
          lang={p.lang}
        >
          <h2 className={styles.heading}>{p.label}</h2>
          {p.html === null ? (
            <p className={styles.failed}>{labels.failed}</p>
          ) : (
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: p.html }} />
          )}
        </section>
      ))}
    </div>
  );
}
