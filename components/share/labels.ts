import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ShareLabels } from './ShareWidget.client';

/** The share widget's texts in the request's language. */
export async function getShareLabels(): Promise<ShareLabels> {
  const t = await getTranslations('Share');
  const menu = await getTranslations('Menu');
  return {
    heading: t('heading'),
    facebook: t('facebook'),
    x: t('x'),
    whatsapp: t('whatsapp'),
    copy: t('copy'),
    copied: t('copied'),
    newTab: menu('external'),
  };
}
