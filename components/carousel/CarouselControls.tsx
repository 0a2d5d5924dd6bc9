import type { Ref } from 'react';
import { formatTemplate } from './carousel-math';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';
import styles from './Carousel.module.css';

/** The carousel's translated strings; `slide` and `goTo` are templates with `{n}` and `{total}`. */
export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Each slide's name, e.g. 'Slayd {n} / {total}'. */
  slide: string;
  /** Each dot's name, e.g. 'Slayda keç: {n}'. */
  goTo: string;
}

interface Props {
  labels: CarouselLabels;
  /** Id of the slide track the buttons move. */
  controls: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  previousRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  /** The rotation toggle, present when the carousel autoplays. */
  rotation?: { playing: boolean; onToggle: () => void };
  /** One button per slide, present when one slide shows at a time. */
  dots?: { count: number; current: number; onGo: (index: number) => void };
}

/**
 * The rotation toggle first (so it is reached before the slides), then previous, dots and next.
 * Edge buttons stay focusable (aria-disabled): disabling one would drop the focus it holds.
 */
export function CarouselControls(props: Props) {
  const { labels, controls, hasPrevious, hasNext, rotation, dots, previousRef, nextRef } = props;
  return (
    <div className={styles.controls}>
      {rotation && (
        <button
          type="button"
          className={styles.button}
          data-rotation=""
          onClick={rotation.onToggle}
        >
          {rotation.playing ? <PauseIcon /> : <PlayIcon />}
          <span className="visually-hidden">{rotation.playing ? labels.pause : labels.play}</span>
        </button>
      )}
      <button
        type="button"
        ref={previousRef}
        className={styles.button}
        aria-controls={controls}
        aria-disabled={!hasPrevious || undefined}
        onClick={() => hasPrevious && props.onPrevious()}
      >
        <PreviousIcon />
        <span className="visually-hidden">{labels.previous}</span>
      </button>
      {dots && (
        <div className={styles.dots}>
          {Array.from({ length: dots.count }, (_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-controls={controls}
              aria-current={i === dots.current || undefined}
              onClick={() => dots.onGo(i)}
            >
              <span className="visually-hidden">
                {formatTemplate(labels.goTo, { n: i + 1, total: dots.count })}
              </span>
            </button>
          ))}
        </div>
      )}
      <button
        type="button"
        ref={nextRef}
        className={styles.button}
        aria-controls={controls}
        aria-disabled={!hasNext || undefined}
        onClick={() => hasNext && props.onNext()}
      >
        <NextIcon />
        <span className="visually-hidden">{labels.next}</span>
      </button>
    </div>
  );
}
