'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/swiper.css';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';
import { startSwiper } from './start-swiper';
import { whenNear } from './when-near';
import type { SliderLabels } from './types';

export type { SliderLabels } from './types';
import styles from './Slider.module.css';

/** The slider's translated strings; `slide` and `goTo` are templates with `{n}` and `{total}`. */
export interface SliderProps {
  /** Server-rendered slide content (each already holds its own links and images). */
  slides: ReactNode[];
  /** Accessible name of the slider region, e.g. 'Son xəbərlər'. */
  label: string;
  /** Autoplay interval; no autoplay when absent. */
  intervalMs?: number;
  /** Back to the first slide after the last (default); false stops at the last slide. */
  loop?: boolean;
  /** Slides visible at once below / from 768 px (default 1 / base). */
  perView?: { base: number; md?: number };
  labels: SliderLabels;
  className?: string;
}

/** Fills `{n}`-style placeholders of a translated template. */
function formatTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Dots that fit one row of controls at 320 px (with Pause, Previous and Next: 6 × 44 px + gaps). */
const MAX_PHONE_DOTS = 3;

interface State {
  ready: boolean;
  playing: boolean;
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

/**
 * A slider on Swiper (touch swipe, a11y module, autoplay) following the WAI-ARIA APG carousel:
 * a labelled region of labelled slide groups, a Pause/Play control first, previous/next, dots
 * when one slide shows at a time, arrow keys. The server HTML is a scroll-snap strip whose slides
 * already have their final width (every slide reachable without JavaScript, nothing moves when
 * Swiper starts); Swiper's code is only fetched, by dynamic import, once a slider comes near the
 * screen or is touched or focused (when-near.ts).
 */
export function Slider(props: SliderProps) {
  const { slides, label, intervalMs, loop = true, perView = { base: 1 }, labels } = props;
  const trackId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  /** Whether the strip had focus when Swiper started: it then goes to the first control. */
  const handOver = useRef(false);
  const [state, setState] = useState<State>({
    ready: false,
    playing: false,
    index: 0,
    atStart: true,
    atEnd: slides.length <= 1,
  });

  const count = slides.length;
  const base = Math.max(1, perView.base);
  const md = Math.max(1, perView.md ?? base);
  const autoplay = intervalMs !== undefined && intervalMs > 0;

  useEffect(() => {
    const viewport = viewportRef.current;
    const root = rootRef.current;
    if (!viewport || !root) return;
    let cancelled = false;
    let instance: SwiperInstance | null = null;
    const start = () =>
      void startSwiper(viewport, { perView: { base, md }, intervalMs, loop, labels }).then((s) => {
        if (cancelled) return s.destroy(true, false);
        instance = s;
        swiperRef.current = s;
        const sync = () =>
          setState({
            ready: true,
            playing: Boolean(s.autoplay?.running),
            index: s.activeIndex,
            atStart: !loop && s.isBeginning,
            atEnd: !loop && s.isEnd,
          });
        s.on('slideChange autoplayStart autoplayStop reachEnd resize breakpoint', sync);
        // Focus on the strip started it (Tab reached it first): the strip stops being a tab
        // stop once Swiper runs, so focus goes on to the controls, which now show.
        handOver.current = document.activeElement === viewport;
        sync();
      });
    const unwatch = whenNear(root, start);
    return () => {
      cancelled = true;
      unwatch();
      instance?.destroy(true, false);
      swiperRef.current = null;
    };
    // The slider is set up once; its options are server-given constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { ready } = state;
  useEffect(() => {
    if (!ready || !handOver.current) return;
    handOver.current = false;
    rootRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [ready]);

  const swiper = () => swiperRef.current;
  const previous = () => swiper()?.slidePrev();
  const next = () => swiper()?.slideNext();

  function toggleRotation() {
    const s = swiper();
    if (!s) return;
    if (s.autoplay.running) return void s.autoplay.stop();
    if (!loop && s.isEnd) s.slideTo(0);
    s.autoplay.start();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    if (event.key === 'ArrowRight') next();
    else previous();
  }

  // APG: focus inside the slider stops the rotation (the toggle itself excepted, so Play works).
  function onFocus(event: FocusEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.matches('[data-rotation]')) return;
    const s = swiper();
    if (s?.autoplay.running) s.autoplay.stop();
  }

  const { playing, index, atStart, atEnd } = state;
  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={props.className ? `${styles.slider} ${props.className}` : styles.slider}
      data-per-view={base}
      data-per-view-md={md}
      data-js={ready ? '' : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div className={styles.controls}>
        {autoplay && (
          <button type="button" className={styles.button} data-rotation="" onClick={toggleRotation}>
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
          </button>
        )}
        <StepButton
          controls={trackId}
          disabled={atStart}
          onClick={previous}
          icon={<PreviousIcon />}
          label={labels.previous}
        />
        {base === 1 && md === 1 && count > MAX_PHONE_DOTS && (
          // Below 768 px more dots would not fit the one row of controls: 'Slide 3 of 10' instead.
          <p className={styles.fraction}>
            {formatTemplate(labels.slide, { n: index + 1, total: count })}
          </p>
        )}
        {base === 1 && md === 1 && (
          <div className={styles.dots} data-many={count > MAX_PHONE_DOTS || undefined}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-controls={trackId}
                aria-current={i === index || undefined}
                onClick={() => swiper()?.slideTo(i)}
              >
                <span className="visually-hidden">
                  {formatTemplate(labels.goTo, { n: i + 1, total: count })}
                </span>
              </button>
            ))}
          </div>
        )}
        <StepButton
          controls={trackId}
          disabled={atEnd}
          onClick={next}
          icon={<NextIcon />}
          label={labels.next}
        />
      </div>
      {/* Until Swiper starts (and without JavaScript) the strip scrolls by itself: it takes
          focus so the keyboard scrolls it even when its slides hold no link (WCAG 2.1.1). */}
      <div
        ref={viewportRef}
        className={`swiper ${styles.viewport}`}
        {...(ready ? {} : { tabIndex: 0, role: 'group', 'aria-label': label })}
      >
        {/* APG carousel: the slides are a polite live region, so a slide a visitor brings into
            view is read, except while the carousel turns by itself (Swiper sets this only once, at
            its start, and kept "off" after the visitor stopped the rotation; issue 56). */}
        <div
          id={trackId}
          className="swiper-wrapper"
          aria-live={ready ? (playing ? 'off' : 'polite') : undefined}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={formatTemplate(labels.slide, { n: i + 1, total: count })}
              className={`swiper-slide ${styles.slide}`}
              data-slide={i}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The previous or next control: disabled (but still focusable) at its end of a slider that does not loop. */
function StepButton(props: {
  controls: string;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
}) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-controls={props.controls}
      aria-disabled={props.disabled || undefined}
      onClick={props.onClick}
    >
      {props.icon}
      <span className="visually-hidden">{props.label}</span>
    </button>
  );
}
