import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { NotFoundHelp } from '@/components/errors/NotFoundHelp';
import { NotFoundView } from '@/components/errors/NotFoundView.client';
import { notFoundTexts } from '@/components/errors/not-found-texts';
import { ServerErrorView } from '@/components/errors/ServerErrorView';
import { SiteFooter } from '@/components/footer/SiteFooter';
import { SiteHeader } from '@/components/header/SiteHeader';
import { ThemeForm } from '@/components/theme/ThemeForm';
import { digestMessage, ERROR_HEADER, errorStatus } from '@/lib/platform/http/error-document';
import { getMenu } from '@/lib/core/content/menu';
import { footerProps } from '@/lib/core/site/footer';
import { requestTheme } from '@/lib/features/theme/request';
import { themeAttribute } from '@/lib/features/theme/theme';
import { clientMessages } from '@/messages';
import './globals.css';

/** The error status the patched renderer passes (scripts/patch-next.mjs), or null for a 404. */
async function failedWith() {
  return errorStatus((await headers()).get(ERROR_HEADER));
}

/** The source's own message for the visitor that the patched renderer passes, or null. */
async function failureMessage() {
  return digestMessage((await headers()).get(ERROR_HEADER));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  const meta = await getTranslations('Metadata');
  const title = (await failedWith()) ? t('serverTitle') : t('notFoundTitle');
  return { title: `${title} | ${meta('siteName')}`, robots: { index: false, follow: true } };
}

/** The page frame of the documents below: language, header, main, footer (as app/[locale]/layout.tsx). */
async function SiteDocument({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('Header');
  const menu = await getMenu(locale);
  const theme = await requestTheme();
  return (
    <html lang={locale} data-theme={themeAttribute(theme)}>
      <body>
        <a href="#main" className="skip-link">
          {t('skip')}
        </a>
        <NextIntlClientProvider messages={clientMessages(await getMessages())}>
          <SiteHeader locale={locale} menu={menu} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter {...await footerProps(locale)}>
            <ThemeForm locale={locale} theme={theme} />
          </SiteFooter>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

/**
 * Every 404 and error page of the site, as a whole document rendered on the
 * server: language, header, the message, a way home, footer; noindex. Next
 * renders it for an address no route matches; proxy.ts sends hostile
 * addresses here; and, patched by scripts/patch-next.mjs, Next renders it
 * for every notFound() a page throws (status 404) and every failure while
 * rendering (status 500, or 502/504 when the content source failed), where
 * it would otherwise send an empty shell (docs/errors.md).
 */
export default async function GlobalNotFound() {
  const locale = await getLocale();
  return (
    <SiteDocument>
      {(await failedWith()) ? (
        <ServerErrorView locale={locale} message={await failureMessage()} />
      ) : (
        <NotFoundView texts={await notFoundTexts(locale)}>
          <NotFoundHelp locale={locale} />
        </NotFoundView>
      )}
    </SiteDocument>
  );
}
