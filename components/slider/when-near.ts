/** How far below (or above) the screen a slider starts: half a screen, before it scrolls in. */
const AHEAD = '50% 0px';

/**
 * Calls `start` once, when `el` comes within half a screen of the viewport or the visitor
 * focuses or touches something in it, whichever is first. A slider further down the page (an
 * item's gallery) thus fetches and starts Swiper only when a reader gets to it, not on every
 * visit's first load. Without IntersectionObserver it starts at once. Returns the function that
 * stops watching (a slider unmounted before it was reached).
 */
export function whenNear(el: HTMLElement, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) go();
    },
    { rootMargin: AHEAD },
  );
  function stop() {
    observer.disconnect();
    el.removeEventListener('focusin', go);
    el.removeEventListener('pointerdown', go);
  }
  function go() {
    stop();
    start();
  }
  observer.observe(el);
  el.addEventListener('focusin', go);
  el.addEventListener('pointerdown', go);
  return stop;
}
