import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import type { Derc } from '@/lib/contract/entities';
import { describe } from '@/lib/html/sanitize';
import { localizePath } from '@/lib/i18n/paths';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { ROUTES } from '@/lib/site/routes';

/** What a record page's head is made of. */
export interface RecordSeo {
  record: Derc;
  locale: Locale;
  /** The resolved photo URL, or null (the default preview image stands in). */
  photo: string | null;
  siteName: string;
  /** The breadcrumb's first step ('Ana səhifə'). */
  homeName: string;
}

/** The archive filtered by a record's type: the breadcrumb's middle step. */
export const typeListPath = (record: Pick<Derc, 'type_short_title'>) =>
  `${ROUTES.filter}?type=${record.type_short_title}`;

const recordPath = (record: Derc) => `/${record.type_short_title}/${record.id}`;

/** The head of a record page: an Open Graph article with its photo and date, description from the body. */
export function recordMetadata(s: RecordSeo): Metadata {
  return pageMetadata({
    locale: s.locale,
    path: recordPath(s.record),
    title: s.record.title,
    description: describe(s.record.text),
    siteName: s.siteName,
    image: s.photo,
    type: 'article',
    publishedTime: s.record.date,
  });
}

/** schema.org JSON-LD of a record page: a Report and its breadcrumb. */
export function recordJsonLd(s: RecordSeo): object[] {
  const { record, locale } = s;
  const url = absoluteUrl(localizePath(locale, recordPath(record)));
  const report = {
    '@context': 'https://schema.org',
    '@type': 'Report',
    headline: record.title.slice(0, 110),
    description: describe(record.text),
    datePublished: record.date,
    inLanguage: record.language ?? locale,
    ...(s.photo ? { image: [absoluteUrl(s.photo)] } : {}),
    url,
    mainEntityOfPage: url,
    publisher: {
      '@type': 'GovernmentOrganization',
      name: s.siteName,
      logo: absoluteUrl('/icon.svg'),
    },
  };
  const crumbs = [
    { name: s.homeName, path: '/' },
    { name: record.type_title, path: typeListPath(record) },
    { name: record.title, path: recordPath(record) },
  ];
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(localizePath(locale, c.path)),
    })),
  };
  return [report, breadcrumb];
}
