import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { RecordBadges } from '@/components/records/RecordBadges';
import { RecordBody } from '@/components/records/RecordBody';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';
import type { Derc } from '@/lib/contract/entities';
import { slug } from '@/lib/contract/primitives';
import { localizePath } from '@/lib/i18n/paths';
import { imageUrl } from '@/lib/media/url';
import { recordBadges } from '@/lib/records/badges';
import { recordJsonLd, recordMetadata, typeListPath, type RecordSeo } from '@/lib/records/seo';
import { parseId } from './ItemPage';
import { PageShell } from './PageShell';

type Props = { params: Promise<{ locale: string; type: string; id: string }> };

/** A record by type short title and id, or null when either is malformed or they do not match. */
export const findRecord = cache(async (locale: Locale, type: string, rawId: string) => {
  const id = parseId(rawId);
  if (id === null || !slug.safeParse(type).success) return null;
  const { dercler } = await read('dercler', { id, type_short_title: type, language: locale });
  return dercler.length === 1 && dercler[0]!.type_short_title === type ? dercler[0]! : null;
});

async function recordSeo(record: Derc, locale: Locale): Promise<RecordSeo> {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const crumbs = await getTranslations({ locale, namespace: 'Breadcrumb' });
  return {
    record,
    locale,
    photo: imageUrl('dercler', record.photo),
    siteName: meta('siteName'),
    homeName: crumbs('home'),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type, id } = (await params) as { locale: Locale; type: string; id: string };
  const record = await findRecord(locale, type, id);
  if (!record) return {};
  return recordMetadata(await recordSeo(record, locale));
}

/**
 * An audit, opinion or activity report at /{type_short_title}/{id}: type,
 * date, badges, sharing, title, photo and body; 404 when the record does not
 * exist or the type does not match.
 */
export async function RecordPage({ params }: Props) {
  const { locale, type, id } = (await params) as { locale: Locale; type: string; id: string };
  setRequestLocale(locale);
  const record = await findRecord(locale, type, id);
  if (!record) notFound();
  const t = await getTranslations('Record');
  const seo = await recordSeo(record, locale);
  return (
    <PageShell
      title={record.title}
      lang={record.language}
      trail={[{ label: record.type_title, href: localizePath(locale, typeListPath(record)) }]}
    >
      <JsonLd data={recordJsonLd(seo)} />
      <RecordBody
        record={record}
        photo={seo.photo}
        locale={locale}
        badges={<RecordBadges badges={recordBadges(record)} label={t('badges')} />}
      />
    </PageShell>
  );
}
