import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { routing } from '@/i18n/routing';
import { ErrorDialog } from '@/components/feedback/ErrorDialog.client';
import { SiteFooter } from '@/components/footer/SiteFooter';
import { SiteHeader } from '@/components/header/SiteHeader';
import { PageFeedback } from '@/components/page-feedback/PageFeedback';
import { PrintFoot } from '@/components/shell/PrintFoot';
import { PrintHead } from '@/components/shell/PrintHead';
import { ThemeForm } from '@/components/theme/ThemeForm';
import { ProgressBar } from '@/components/shell/ProgressBar.client';
import { ScrollToTop } from '@/components/shell/ScrollToTop.client';
import { SessionExpiry } from '@/components/shell/SessionExpiry.client';
import { env } from '@/lib/platform/config/env';
import { getMenu } from '@/lib/core/content/menu';
import { footerProps } from '@/lib/core/site/footer';
import { requestTheme } from '@/lib/features/theme/request';
import { themeAttribute } from '@/lib/features/theme/theme';
import { localizePath } from '@/i18n/paths';
import { clientMessages } from '@/messages';
import '../globals.css';
import '../print.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Every page is rendered per request: its scripts carry this request's CSP
// nonce (lib/platform/security). Content reads come from the tagged data cache
// (lib/core/content/cache.ts), so a render does not touch the database for hot content.

export const viewport: Viewport = { themeColor: '#0b3d6e', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    applicationName: t('siteName'),
    description: t('description'),
    // Each page sets its own canonical, alternates and preview; these are the defaults.
    openGraph: {
      siteName: t('siteName'),
      locale: locale === 'en' ? 'en_US' : 'az_AZ',
      type: 'website',
    },
    twitter: { card: 'summary_large_image' },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Header');
  const tDialog = await getTranslations('ErrorDialog');
  const tErrors = await getTranslations('Errors');
  const menu = await getMenu(locale);
  // The saved theme is in the server HTML, so the first paint has its colours (no flash).
  const theme = await requestTheme();
  // Rendered per request, whatever the page reads: its scripts carry this request's nonce.
  await connection();
  return (
    <html lang={locale} data-theme={themeAttribute(theme)}>
      <body>
        <div id="page-top" tabIndex={-1} />
        <a href="#main" className="skip-link">
          {t('skip')}
        </a>
        <NextIntlClientProvider messages={clientMessages(await getMessages())}>
          <ProgressBar label={t('loading')} />
          <SiteHeader locale={locale} menu={menu} />
          <PrintHead />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <PageFeedback locale={locale} />
          <SiteFooter {...await footerProps(locale)}>
            <ThemeForm locale={locale} theme={theme} />
          </SiteFooter>
          <PrintFoot />
          <ScrollToTop label={t('toTop')} targetId="page-top" />
          <ErrorDialog
            labels={{
              title: tDialog('title'),
              close: tDialog('close'),
              defaultMessage: tErrors('unknown'),
            }}
          />
          <SessionExpiry rootHref={localizePath(locale, '/')} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
