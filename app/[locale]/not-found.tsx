import { getTranslations } from 'next-intl/server';
import { getLocale } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import { localizePath } from '@/i18n/paths';

/** The 404 page, in the visitor's language (docs/contract.md §2: the page may have been removed or changed). */
export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations('Errors');
  return (
    <PageShell title={t('notFoundTitle')}>
      <p>{t('notFoundText')}</p>
      <p>
        <a href={localizePath(locale, '/')}>{t('home')}</a>
      </p>
    </PageShell>
  );
}
