import { getTranslations } from 'next-intl/server';

/**
 * The first line of every printed page: the institution's name (the site's header stays on
 * screen). Shown only in print (app/print.css).
 */
export async function PrintHead() {
  const t = await getTranslations('Metadata');
  return <p className="print-head">{t('siteName')}</p>;
}
