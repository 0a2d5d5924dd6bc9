'use client';

import { useId, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import {
  canGoNext,
  canGoPrev,
  clampIndex,
  formatTemplate,
  isVisible,
  nextIndex,
  prevIndex,
} from './carousel-math';
import { CarouselControls, type CarouselLabels } from './CarouselControls';
import { useAutoplay } from './use-autoplay';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useMediaQuery } from './use-media-query';
import styles from './Carousel.module.css';

export type { CarouselLabels } from './CarouselControls';

/** The breakpoint of `perView.md`; Carousel.module.css repeats it. */
const MD_QUERY = '(min-width: 768px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface CarouselProps {
  /** Server-rendered slide content (each already holds its own links and images). */
  slides: ReactNode[];
  /** Accessible name of the carousel region, e.g. 'Son xəbərlər'. */
  label: string;
  /** Autoplay interval; no autoplay when absent. */
  intervalMs?: number;
  /** Wrap around at the ends (default); false stops autoplay at the last slide. */
  loop?: boolean;
  /** Slides visible at once below / from 768 px (default 1 / base). */
  perView?: { base: number; md?: number };
  labels: CarouselLabels;
  className?: string;
}

/**
 * The WAI-ARIA APG carousel: a labelled region of labelled slide groups, previous/next buttons,
 * a Pause/Play toggle when it autoplays, dots when one slide shows at a time. The server HTML
 * is a scroll-snap strip (every slide reachable without JavaScript); once hydrated, the strip
 * moves by transform and slides out of view turn inert.
 */
export function Carousel(props: CarouselProps) {
  const { slides, label, intervalMs, loop = true, perView = { base: 1 }, labels } = props;
  const trackId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const wide = useMediaQuery(MD_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [rawIndex, setIndex] = useState(0);
  // The visitor's Pause/Play; null until pressed, when reduced motion decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const count = slides.length;
  const baseView = Math.max(1, perView.base);
  const mdView = Math.max(1, perView.md ?? baseView);
  const view = wide ? mdView : baseView;
  const index = clampIndex(rawIndex, count, view);
  const hasNext = canGoNext(index, count, view, loop);
  const hasPrevious = canGoPrev(index, count, view, loop);
  const autoplay = intervalMs !== undefined && intervalMs > 0;
  const playing = (choice ?? !reducedMotion) && hasNext;
  const rotating = hydrated && autoplay && playing && !hovered && !focused;
  const next = () => setIndex(nextIndex(index, count, view, loop));
  const previous = () => setIndex(prevIndex(index, count, view, loop));

  useAutoplay(rotating, intervalMs, index, next);

  function toggleRotation() {
    if (playing) return setChoice(false);
    setChoice(true);
    if (!hasNext) setIndex(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const forward = event.key === 'ArrowRight';
    if (!forward && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const target = (forward ? nextIndex : prevIndex)(index, count, view, loop);
    // Focus in a slide that leaves the view would turn inert and fall to the page: keep it here.
    const slide = (event.target as Element).closest<HTMLElement>('[data-slide]');
    if (slide && !isVisible(Number(slide.dataset.slide), target, view)) {
      (forward ? nextRef : previousRef).current?.focus();
    }
    setIndex(target);
  }

  // Focus on the toggle itself does not pause: pressing Play there must start the rotation.
  function onFocus(event: FocusEvent<HTMLElement>) {
    setFocused(!(event.target as Element).matches('[data-rotation]'));
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  // Only script sets inline style (through the DOM, which the CSP allows): the
  // server HTML carries the view sizes as data attributes (Carousel.module.css, 1 to 6).
  const style = { '--index': index };
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={props.className ? `${styles.carousel} ${props.className}` : styles.carousel}
      style={hydrated ? (style as CSSProperties) : undefined}
      data-per-view={baseView}
      data-per-view-md={mdView}
      data-js={hydrated ? '' : undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <CarouselControls
        labels={labels}
        controls={trackId}
        hasPrevious={hasPrevious}
        hasNext={hasNext}
        onPrevious={previous}
        onNext={next}
        previousRef={previousRef}
        nextRef={nextRef}
        rotation={autoplay ? { playing, onToggle: toggleRotation } : undefined}
        dots={
          baseView === 1 && mdView === 1 ? { count, current: index, onGo: setIndex } : undefined
        }
      />
      <div className={styles.viewport}>
        <div id={trackId} className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={formatTemplate(labels.slide, { n: i + 1, total: count })}
              className={styles.slide}
              data-slide={i}
              inert={hydrated && !isVisible(i, index, view)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
