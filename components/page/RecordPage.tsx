import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';
import { slug } from '@/lib/contract/primitives';
import { describe } from '@/lib/html/sanitize';
import { pageMetadata } from '@/lib/seo/metadata';
import { parseId } from './ItemPage';
import { PageShell } from './PageShell';

type Props = { params: Promise<{ locale: string; type: string; id: string }> };

/** A record by type short title and id, or null when either is malformed or they do not match. */
export const findRecord = cache(async (locale: Locale, type: string, rawId: string) => {
  const id = parseId(rawId);
  if (id === null || !slug.safeParse(type).success) return null;
  const { dercler } = await read('dercler', { id, type_short_title: type, language: locale });
  return dercler.length === 1 ? dercler[0]! : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type, id } = (await params) as { locale: Locale; type: string; id: string };
  const record = await findRecord(locale, type, id);
  if (!record) return {};
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: `/${type}/${id}`,
    title: record.title,
    description: describe(record.text),
    siteName: meta('siteName'),
    type: 'article',
    publishedTime: record.date,
  });
}

/**
 * An audit, opinion or activity report at /{type_short_title}/{id}; 404 when
 * the record does not exist or the type does not match. The records work
 * fills in badges, body and sharing.
 */
export async function RecordPage({ params }: Props) {
  const { locale, type, id } = (await params) as { locale: Locale; type: string; id: string };
  setRequestLocale(locale);
  const record = await findRecord(locale, type, id);
  if (!record) notFound();
  return (
    <PageShell title={record.title} lang={record.language} trail={[{ label: record.type_title }]}>
      <p>
        <time dateTime={record.date}>{record.date}</time>
      </p>
    </PageShell>
  );
}
