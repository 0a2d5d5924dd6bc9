import { screen } from '@testing-library/react';
import type { CarouselLabels } from './CarouselControls';

/** English strings as messages/core.en.json would give them. */
export const labels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Stop automatic slide show',
  play: 'Start automatic slide show',
  slide: 'Slide {n} of {total}',
  goTo: 'Go to slide {n}',
};

/** Slides as the server would pass them: each with its own link. */
export function newsSlides(count: number) {
  return Array.from({ length: count }, (_, i) => (
    <article key={i}>
      <a href={`/en/xeberler/${i + 1}`}>News {i + 1}</a>
    </article>
  ));
}

type Media = { wide?: boolean; reducedMotion?: boolean };

/**
 * jsdom has no matchMedia: answers the carousel's two queries from `media`; `change` updates
 * them and notifies the listeners, as a resized window or a changed system setting would.
 */
export function mockMatchMedia(initial: Media = {}) {
  const media: Media = { ...initial };
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => ({
    media: query,
    get matches() {
      if (query.includes('min-width: 768px')) return Boolean(media.wide);
      if (query.includes('prefers-reduced-motion: reduce')) return Boolean(media.reducedMotion);
      return false;
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    change(next: Media) {
      Object.assign(media, next);
      listeners.forEach((listener) => listener());
    },
  };
}

/** The names of the slides in view: those not inert (jsdom does not apply inert itself). */
export function visibleSlideNames(): string[] {
  return screen
    .getAllByRole('group')
    .filter((slide) => !slide.closest('[inert]'))
    .map((slide) => slide.getAttribute('aria-label') ?? '');
}

/** The element whose aria-live the carousel switches: the slide track. */
export function liveRegion(): HTMLElement {
  const track = screen.getAllByRole('group')[0]?.parentElement;
  if (!track) throw new Error('no slide track');
  return track;
}
