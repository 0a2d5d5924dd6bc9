import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleView } from '@/components/article/ArticleView';
import { RecordFacts } from '@/components/records/RecordFacts';
import { RecordRecommendations } from '@/components/tracker/RecordRecommendations';
import type { Locale } from '@/i18n/routing';
import { getRecord, getRecordRecommendations } from '@/lib/core/content/records';
import { recordOnlyIn } from '@/lib/core/content/translation';
import type { Derc } from '@/lib/core/contract/entities';
import { localizePath } from '@/i18n/paths';
import { imageUrl } from '@/lib/core/format/media/url';
import { articleJsonLd, articleMetadata, type ArticleSeo } from '@/lib/features/seo/article';
import { absoluteUrl } from '@/lib/features/seo/metadata';
import { notFoundMetadata } from '@/lib/features/seo/not-found';
import { ROUTES } from '@/lib/core/site/routes';

type Props = { params: Promise<{ locale: string; type: string; id: string }> };

/** A record by type short title and id, or null (lib/core/content/records). */
const findRecord = getRecord;

/** The archive filtered by a record's type: the breadcrumb's middle step. */
const typeListPath = (record: Derc) => `${ROUTES.filter}?type=${record.type_short_title}`;

async function recordSeo(record: Derc, locale: Locale): Promise<ArticleSeo> {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const crumbs = await getTranslations({ locale, namespace: 'Breadcrumb' });
  const path = `/${record.type_short_title}/${record.id}`;
  return {
    locale,
    path,
    title: record.title,
    body: record.text,
    date: record.date,
    photo: imageUrl('dercler', record.photo),
    // The generated title image serves records as 'derc'.
    previewKind: 'derc',
    siteName: meta('siteName'),
    contentLanguage: record.language && record.language !== locale ? record.language : undefined,
    onlyIn: await recordOnlyIn(record.type_short_title, String(record.id)),
    schemaType: 'Report',
    breadcrumb: [
      { name: crumbs('home'), path: '/' },
      { name: record.type_title, path: typeListPath(record) },
      { name: record.title, path },
    ],
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, id } = await params;
  const locale = await pageLocale(params);
  const record = await findRecord(locale, type, id);
  if (!record) return notFoundMetadata(locale);
  return articleMetadata(await recordSeo(record, locale));
}

/**
 * An audit, opinion or activity report at /{type_short_title}/{id}: type and
 * date, the title, its facts (a summary list whose values lead to the archive
 * filter), photo and body (ArticleView), and the recommendations that came
 * from it with their status (the site's own database; none over an upstream),
 * then sharing; 404 when the record does not exist or the type does not match.
 */
export async function RecordPage({ params }: Props) {
  const { type, id } = await params;
  const locale = await pageLocale(params);
  const record = await findRecord(locale, type, id);
  if (!record) notFound();
  const seo = await recordSeo(record, locale);
  const recommendations = await getRecordRecommendations(locale, record.id);
  return (
    <ArticleView
      title={record.title}
      date={record.date}
      photo={imageUrl('dercler', record.photo)}
      body={record.text}
      url={absoluteUrl(localizePath(locale, seo.path))}
      lang={record.language}
      onlyIn={seo.onlyIn}
      translationDue={record.translation_due}
      trail={[{ label: record.type_title, href: localizePath(locale, typeListPath(record)) }]}
      kicker={record.type_title}
      facts={<RecordFacts record={record} recommendations={recommendations.length} />}
      jsonLd={articleJsonLd(seo)}
      after={recommendations.length ? <RecordRecommendations rows={recommendations} /> : null}
    />
  );
}
