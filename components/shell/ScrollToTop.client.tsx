'use client';

import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/core/client/motion';
import styles from './ScrollToTop.module.css';

type Props = {
  /** The button's accessible name, e.g. 'Back to top'. */
  label: string;
  /** Id of the element that gets focus after the scroll (the caller gives it tabIndex -1). */
  targetId: string;
};

/** What the button must never cover: a form's fields and their labels. */
const FORM_PARTS = 'input, select, textarea, label, legend, altcha-widget';

/**
 * Whether a form's field or label lies under the button's place (16 px from
 * the bottom right, 48 px wide): then the button is not shown, so that it
 * never hides what a visitor fills in (a phone's full-width fields reach it).
 */
function overForm(): boolean {
  // Not in every DOM (jsdom): without it, nothing is known to be under the button.
  if (typeof document.elementsFromPoint !== 'function') return false;
  const right = window.innerWidth - 16;
  const bottom = window.innerHeight - 16;
  const points = [
    [right - 48, bottom - 48],
    [right - 1, bottom - 48],
    [right - 48, bottom - 1],
    [right - 1, bottom - 1],
    [right - 24, bottom - 24],
  ];
  return points.some(([x, y]) =>
    document.elementsFromPoint(x!, y!).some((el) => el.closest(FORM_PARTS)),
  );
}

function headerHeight(): number {
  const header = document.querySelector('header');
  return header ? header.getBoundingClientRect().height : 0;
}

/**
 * A fixed button, bottom right, shown once the window has scrolled past the
 * height of the page's first header, unless a form's field is under it; it
 * scrolls to the top and moves focus to the target so keyboard and
 * screen-reader users land there too.
 */
export function ScrollToTop({ label, targetId }: Props) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let threshold = headerHeight();
    const update = () => setShown(window.scrollY > threshold && !overForm());
    const onResize = () => {
      threshold = headerHeight();
      update();
    };
    // The page may open scrolled (reload, a link with a hash): check once at once.
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  function toTop() {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // preventScroll: focusing must not cut the smooth scroll short.
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }

  return (
    <button type="button" className={styles.button} hidden={!shown} onClick={toTop}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span className={styles.label}>{label}</span>
    </button>
  );
}
