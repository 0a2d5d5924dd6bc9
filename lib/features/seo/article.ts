import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { describe } from '@/lib/core/format/html/sanitize';
import { localizePath } from '@/i18n/paths';
import { absoluteUrl, pageMetadata } from './metadata';

/** What the head of an item or record page is made of. */
export interface ArticleSeo {
  locale: Locale;
  /** The page's path without language prefix ('/xeber/12', '/audit/7'). */
  path: string;
  title: string;
  /** The raw HTML body; the description is its first 160 characters, cut at a word. */
  body: string;
  date: string;
  /** The item's resolved photo URL, or null: the generated title image stands in. */
  photo: string | null;
  /** The kind the title image route knows the item by, when not the path's first segment ('derc'). */
  previewKind?: string;
  siteName: string;
  /** The language the item's text is in, when it differs from the page's. */
  contentLanguage?: Locale;
  /** The one language the item exists in, when it has no translation (PageMeta.onlyIn). */
  onlyIn?: Locale;
  /** schema.org type: NewsArticle for news, Report for audit records, Article otherwise. */
  schemaType: 'NewsArticle' | 'Article' | 'Report';
  /** Home, the list, the item: names and paths without language prefix. */
  breadcrumb: { name: string; path: string }[];
}

/** The generated 1200×630 preview image of an item without a photo. */
function titleImagePath(locale: Locale, kind: string, id: number | string): string {
  return `/og/${locale}/${kind}/${id}.png`;
}

/** The 'kind' and id of an item path ('/xeber/12' → ['xeber', '12']). */
function pathParts(path: string): [string, string] {
  const [kind = '', id = ''] = path.split('/').filter(Boolean);
  return [kind, id];
}

/** The preview image of an article: its photo, else its generated title image. */
function articleImage(a: ArticleSeo): { url: string; generated: boolean } {
  if (a.photo) return { url: absoluteUrl(a.photo), generated: false };
  const [kind, id] = pathParts(a.path);
  return {
    url: absoluteUrl(titleImagePath(a.locale, a.previewKind ?? kind, id)),
    generated: true,
  };
}

/** The head of an item or record page: an Open Graph article with its image and date. */
export function articleMetadata(a: ArticleSeo): Metadata {
  const image = articleImage(a);
  return pageMetadata({
    locale: a.locale,
    path: a.path,
    title: a.title,
    description: describe(a.body),
    siteName: a.siteName,
    image: image.url,
    imageSize: image.generated ? { width: 1200, height: 630 } : null,
    type: 'article',
    publishedTime: a.date,
    onlyIn: a.onlyIn,
  });
}

/** schema.org JSON-LD of an item or record page: the article and its breadcrumb. */
export function articleJsonLd(a: ArticleSeo): object[] {
  const url = absoluteUrl(localizePath(a.locale, a.path));
  const article = {
    '@context': 'https://schema.org',
    '@type': a.schemaType,
    headline: a.title.slice(0, 110),
    description: describe(a.body),
    datePublished: a.date,
    inLanguage: a.contentLanguage ?? a.locale,
    image: [articleImage(a).url],
    url,
    mainEntityOfPage: url,
    publisher: {
      '@type': 'GovernmentOrganization',
      name: a.siteName,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
  };
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: a.breadcrumb.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(localizePath(a.locale, crumb.path)),
    })),
  };
  return [article, breadcrumb];
}
