import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SliderLabels } from './types';

/**
 * The sliders' texts in the request's language. `slide` and `goTo` stay templates whose
 * {n}/{total} the slider fills per slide: each placeholder is formatted as itself (the
 * messages are precompiled, so there is no raw message text to hand over).
 */
export async function getSliderLabels(): Promise<SliderLabels> {
  const t = await getTranslations('Carousel');
  return {
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    slide: t('slide', { n: '{n}', total: '{total}' }),
    goTo: t('goTo', { n: '{n}' }),
  };
}
