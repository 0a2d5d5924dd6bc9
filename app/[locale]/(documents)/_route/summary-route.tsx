import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import { getSummaries } from '@/lib/core/content/documents';
import { imageUrl } from '@/lib/core/format/media/url';
import { routeMetadata } from '../../_shared/route-metadata';
import { DocumentList } from '@/components/documents/DocumentList';
import { fileCard } from '@/components/documents/file-card';

type Props = { params: Promise<{ locale: string }> };
type SummaryType = 'rey' | 'hesabat';

const loadSummaries = getSummaries;

/**
 * Budget summaries (type rey, /budce-xulasesi) or report summaries (type
 * hesabat, /hesabat-xulasesi): cards with photo, title and the file.
 */
export function summaryRoute(type: SummaryType) {
  const key = type === 'rey' ? 'budceXulasesi' : 'hesabatXulasesi';

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await pageLocale(params);
    const items = await loadSummaries(type, locale);
    return routeMetadata(locale, key, { image: imageUrl('budce_xulasesi', items[0]?.photo) });
  }

  async function Page({ params }: Props) {
    const locale = await pageLocale(params);
    const items = await loadSummaries(type, locale);
    const t = await getTranslations('Routes');
    const list = await getTranslations('PublicationList');
    return (
      <PageShell title={t(key)}>
        <DocumentList
          heading={list('listLabel', { title: t(key) })}
          items={items.map((item) => fileCard(item, 'budce_xulasesi'))}
        />
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
