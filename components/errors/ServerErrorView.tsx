import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PageFrame } from '@/components/page/PageFrame';
import { localizePath } from '@/i18n/paths';

/**
 * The error page's body, rendered on the server (app/global-not-found.tsx):
 * docs/contract.md §8's message, a way to try again and one home, no stack trace.
 */
export async function ServerErrorView({ locale }: { locale: Locale }) {
  const t = await getTranslations('Errors');
  const breadcrumb = await getTranslations('Breadcrumb');
  const home = localizePath(locale, '/');
  return (
    <PageFrame
      title={t('serverTitle')}
      crumbs={[{ label: breadcrumb('home'), href: home }, { label: t('serverTitle') }]}
      breadcrumbLabel={breadcrumb('label')}
    >
      <p role="alert">{t('unknown')}</p>
      <p>{t('serverText')}</p>
      <ul>
        <li>
          {/* An empty href is this address again: a retry that needs no JavaScript. */}
          <a href="">{t('retry')}</a>
        </li>
        <li>
          <a href={home}>{t('home')}</a>
        </li>
      </ul>
    </PageFrame>
  );
}
