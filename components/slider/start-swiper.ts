import type { Swiper as SwiperInstance } from 'swiper/types';
import type { SliderLabels } from './types';

/** Swiper's breakpoint, the same as the slider's CSS and docs/contract.md §9's mobile breakpoint. */
const MD = 768;

export interface StartOptions {
  perView: { base: number; md: number };
  intervalMs?: number;
  loop: boolean;
  labels: SliderLabels;
}

/** Swiper's a11y templates use `{{index}}`/`{{slidesLength}}` where ours use `{n}`/`{total}`. */
function swiperTemplate(template: string): string {
  return template.replaceAll('{n}', '{{index}}').replaceAll('{total}', '{{slidesLength}}');
}

/** Slides out of view turn inert, so Tab never lands on a hidden slide. */
function markVisible(s: SwiperInstance) {
  // A frame after a breakpoint the slider may be gone (the visitor left the page): nothing to mark.
  if (s.destroyed) return;
  const view = Math.max(1, Math.round(Number(s.params.slidesPerView) || 1));
  s.slides.forEach((slide, i) => {
    slide.inert = i < s.activeIndex || i >= s.activeIndex + view;
  });
}

/**
 * Loads Swiper (a separate chunk, fetched only by pages with a slider) and starts it on the
 * server-rendered strip. Autoplay starts unless the visitor prefers reduced motion; any swipe,
 * key or button press stops it (the Play control restarts it).
 */
export async function startSwiper(el: HTMLElement, options: StartOptions): Promise<SwiperInstance> {
  const [{ default: Swiper }, { A11y, Autoplay }] = await Promise.all([
    import('swiper'),
    import('swiper/modules'),
  ]);
  const { perView, intervalMs, loop, labels } = options;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return new Swiper(el, {
    modules: [A11y, Autoplay],
    slidesPerView: perView.base,
    breakpoints: { [MD]: { slidesPerView: perView.md } },
    rewind: loop,
    speed: reduced ? 0 : 450,
    autoplay: {
      enabled: Boolean(intervalMs) && !reduced,
      delay: intervalMs ?? 5000,
      stopOnLastSlide: !loop,
      disableOnInteraction: true,
      pauseOnMouseEnter: true,
      waitForTransition: false,
    },
    a11y: {
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      paginationBulletMessage: swiperTemplate(labels.goTo),
      slideLabelMessage: swiperTemplate(labels.slide),
      itemRoleDescriptionMessage: 'slide',
      slideRole: 'group',
      // The region around the slider already announces it; no second live region for autoplay.
      scrollOnFocus: true,
    },
    on: {
      init: markVisible,
      slideChange: markVisible,
      breakpoint: (s) => requestAnimationFrame(() => markVisible(s)),
      resize: markVisible,
      // Without loop the rotation ends at the last slide: the control then offers Play.
      reachEnd: (s) => {
        if (!loop && s.autoplay?.running) s.autoplay.stop();
      },
    },
  });
}
