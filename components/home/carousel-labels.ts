import { getTranslations } from 'next-intl/server';
import type { CarouselLabels } from '@/components/carousel/Carousel.client';

/** The carousel's strings in the request's language; the slide templates keep {n} and {total}. */
export async function carouselLabels(): Promise<CarouselLabels> {
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
