import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleView } from '@/components/article/ArticleView';
import type { Locale } from '@/i18n/routing';
import { getPublicationItem } from '@/lib/core/content/publications';
import { publicationOnlyIn } from '@/lib/core/content/translation';
import type { Publication } from '@/lib/core/contract/entities';
import { localizePath } from '@/i18n/paths';
import { imageUrl } from '@/lib/core/format/media/url';
import { articleJsonLd, articleMetadata, type ArticleSeo } from '@/lib/features/seo/article';
import { absoluteUrl } from '@/lib/features/seo/metadata';
import { notFoundMetadata } from '@/lib/features/seo/not-found';
import { ITEM_ROUTES, ROUTES, type ItemKind } from '@/lib/core/site/routes';

type Props = { params: Promise<{ locale: string; id: string }> };

async function seoOf(kind: ItemKind, locale: Locale, item: Publication): Promise<ArticleSeo> {
  const listKey = ITEM_ROUTES[kind].list;
  const t = await getTranslations({ locale, namespace: 'Routes' });
  const breadcrumb = await getTranslations({ locale, namespace: 'Breadcrumb' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const path = `/${kind}/${item.id}`;
  return {
    locale,
    path,
    title: item.title,
    body: item.text,
    date: item.date,
    photo: imageUrl(listKey, item.photo),
    siteName: meta('siteName'),
    contentLanguage: item.language,
    onlyIn: await publicationOnlyIn(kind, String(item.id)),
    schemaType: kind === 'xeber' ? 'NewsArticle' : 'Article',
    breadcrumb: [
      { name: breadcrumb('home'), path: '/' },
      { name: t(listKey), path: ROUTES[listKey] },
      { name: item.title, path },
    ],
  };
}

/**
 * The page of one publication (news, speech, interview, article,
 * announcement, journal, project) at /{kind}/{id}: the article view and a
 * complete head. An unknown or malformed id is a 404 with the kind's message
 * (app/global-not-found.tsx; after a client-side navigation app/[locale]/not-found.tsx), rendered on the server.
 */
export function itemRoute(kind: ItemKind) {
  const listKey = ITEM_ROUTES[kind].list;

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { id } = await params;
    const locale = await pageLocale(params);
    const item = await getPublicationItem(kind, locale, id);
    // The page itself throws notFound(): thrown here, before the <head> is
    // sent, it would leave Next only its empty error shell (no text, no lang).
    if (!item) return notFoundMetadata(locale, kind);
    return articleMetadata(await seoOf(kind, locale, item));
  }

  async function Page({ params }: Props) {
    const { id } = await params;
    const locale = await pageLocale(params);
    const item = await getPublicationItem(kind, locale, id);
    if (!item) notFound();
    const t = await getTranslations('Routes');
    const seo = await seoOf(kind, locale, item);
    return (
      <ArticleView
        title={item.title}
        date={item.date}
        photo={seo.photo}
        body={item.text}
        url={absoluteUrl(localizePath(locale, seo.path))}
        lang={item.language}
        onlyIn={seo.onlyIn}
        translationDue={item.translation_due}
        trail={[{ label: t(listKey), href: localizePath(locale, ROUTES[listKey]) }]}
        jsonLd={articleJsonLd(seo)}
      />
    );
  }

  return { generateMetadata, Page };
}
