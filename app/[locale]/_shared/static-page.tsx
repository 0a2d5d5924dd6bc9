import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getStaticPage } from '@/lib/core/content/pages';
import { pageOnlyIn } from '@/lib/core/content/translation';
import { describe, sanitizeBody } from '@/lib/core/format/html/sanitize';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { notFoundMetadata } from '@/lib/features/seo/not-found';
import { PageShell } from '@/components/page/PageShell';
import { SiteMapTree } from '@/components/page/SiteMapTree';
import { Prose } from '@/components/page/Prose';

/** A static page's content by short title, or null (lib/core/content/pages). */
export const findPage = getStaticPage;

export async function staticPageMetadata(
  locale: Locale,
  shortTitle: string,
  path: string,
): Promise<Metadata> {
  const page = await findPage(locale, shortTitle);
  if (!page) return notFoundMetadata(locale);
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path,
    title: page.title,
    description: describe(page.text) || meta('description'),
    siteName: meta('siteName'),
    onlyIn: await pageOnlyIn(shortTitle),
  });
}

/**
 * A static page from the content source, its HTML sanitized on the server.
 * An unknown short title is a 404 ('Səhifə tapılmadı'). The site map page
 * also lists the whole menu.
 */
export async function StaticPage({ locale, shortTitle }: { locale: Locale; shortTitle: string }) {
  setRequestLocale(locale);
  const page = await findPage(locale, shortTitle);
  if (!page) notFound();
  const untranslated = page.language && page.language !== locale;
  return (
    <PageShell title={page.title} lang={page.language} onlyIn={await pageOnlyIn(shortTitle)}>
      <Prose safeHtml={sanitizeBody(page.text)} lang={untranslated ? page.language : undefined} />
      {shortTitle === 'saytin-xeritesi' ? <SiteMapTree locale={locale} /> : null}
    </PageShell>
  );
}
