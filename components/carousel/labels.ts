import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CarouselLabels } from './CarouselControls';

/** The carousel's texts in the request's language ({n}/{total} are filled by the carousel). */
export async function getCarouselLabels(): Promise<CarouselLabels> {
  const t = await getTranslations('Carousel');
  return {
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    slide: t.raw('slide') as string,
    goTo: t.raw('goTo') as string,
  };
}
