import type { Page } from '@playwright/test';

/** Tab stops walked per page at most (the longest page here has well under this). */
const MAX_STOPS = 250;

/** What one Tab stop looks like: its label, whether focus is drawn, whether it is visible. */
interface Stop {
  label: string;
  /** the stop seen first on this walk (Tab came back round) */
  seen: boolean;
  indicator: boolean;
  visible: boolean;
}

/**
 * The focused element's stop. A focus indicator counts as visible when focusing changes how the
 * element, its ::before/::after or one of its three nearest ancestors is drawn (outline, ring,
 * border, background, underline or colour; a card draws the ring of its stretched link three
 * levels up: a → heading → body → article): the styles are read focused, then blurred, then
 * focus is put back (so the next Tab goes on from here).
 */
function readStop(seen: WeakSet<Element>): Stop | null {
  const el = document.activeElement;
  if (!el || el === document.body || !(el instanceof HTMLElement)) return null;
  const props = [
    'outline-style',
    'outline-width',
    'outline-color',
    'box-shadow',
    'border-color',
    'background-color',
    'text-decoration-line',
    'color',
  ];
  const drawn = () => {
    const parts: string[] = [];
    const styles = [
      getComputedStyle(el),
      getComputedStyle(el, '::before'),
      getComputedStyle(el, '::after'),
    ];
    for (let up = el.parentElement, i = 0; up && i < 3; up = up.parentElement, i++)
      styles.push(getComputedStyle(up));
    for (const s of styles) for (const p of props) parts.push(s.getPropertyValue(p));
    return parts.join('|');
  };
  const focused = drawn();
  el.blur();
  const blurred = drawn();
  el.focus();
  const rect = el.getBoundingClientRect();
  const visible =
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    rect.width > 1 &&
    rect.height > 1;
  const name = (el.getAttribute('aria-label') || el.innerText || el.getAttribute('title') || '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  const type = el instanceof HTMLInputElement ? `[${el.type}]` : '';
  const wasSeen = seen.has(el);
  seen.add(el);
  return {
    label: `${el.tagName.toLowerCase()}${type}: ${name}`,
    seen: wasSeen,
    indicator: focused !== blurred,
    visible,
  };
}

/** A keyboard-only walk of the page as loaded: Tab from the top until focus comes back round. */
export async function keyboardWalk(page: Page, width: number) {
  const seen = await page.evaluateHandle(() => new WeakSet<Element>());
  const stops: string[] = [];
  const noIndicator: number[] = [];
  const hidden: number[] = [];
  let complete = false;
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(readStop, seen);
    if (!stop || stop.seen) {
      complete = stops.length > 0;
      break;
    }
    if (!stop.indicator) noIndicator.push(stops.length);
    if (!stop.visible) hidden.push(stops.length);
    stops.push(stop.label);
  }
  await seen.dispose();
  return { width, stops, noIndicator, hidden, complete };
}
