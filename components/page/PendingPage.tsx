import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES, type RouteKey } from '@/lib/site/routes';
import { PageShell } from './PageShell';

type Props = { params: Promise<{ locale: string }> };

/**
 * A route that a later piece of work fills in: it already has its address in
 * both languages, the shell, a heading, the breadcrumb and a complete head.
 */
export function pendingRoute(key: RouteKey) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'Routes' });
    const meta = await getTranslations({ locale, namespace: 'Metadata' });
    return pageMetadata({
      locale,
      path: ROUTES[key],
      title: t(key),
      description: meta('description'),
      siteName: meta('siteName'),
    });
  }

  async function Page({ params }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const t = await getTranslations('Routes');
    const pending = await getTranslations('Pending');
    return (
      <PageShell title={t(key)}>
        <p>{pending('text')}</p>
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
