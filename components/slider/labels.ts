import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SliderLabels } from './Slider.client';

/** The sliders' texts in the request's language ({n}/{total} are filled by the slider). */
export async function getSliderLabels(): Promise<SliderLabels> {
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
