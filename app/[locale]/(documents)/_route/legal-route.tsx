import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import { getLegalDocuments } from '@/lib/core/content/documents';
import { LEGAL_CALLS, type LegalList } from '@/lib/core/contract/calls';
import { legalTarget, type LegalDoc } from '@/lib/core/documents/legal';
import { fileUrl } from '@/lib/core/format/media/url';
import { routeMetadata } from '../../_shared/route-metadata';
import type { CardTarget } from '@/components/documents/DocumentCard';
import { DocumentList } from '@/components/documents/DocumentList';
import { DataLinks } from '@/components/feeds/DataLinks';
import { pageDataPath } from '@/lib/core/content/feeds/paths';

type Props = { params: Promise<{ locale: string }> };

const loadLegal = getLegalDocuments;

/** A legal document's card target: its external page, or its file under /files/qanunlar. */
function cardTarget(doc: LegalDoc): CardTarget | null {
  const target = legalTarget(doc);
  if (target.kind === 'external') return target;
  if (target.kind === 'file') return { ...target, href: fileUrl('qanunlar', target.name)! };
  return null;
}

/**
 * The page of one of the six legal-document lists (docs/contract.md §2): cards that link
 * out (new tab) or download a file with its type and size. One component
 * serves all six routes.
 */
export function legalRoute(list: LegalList) {
  const key = LEGAL_CALLS[list];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await pageLocale(params);
    await loadLegal(list, locale); // shared with the page: a failing source fails before anything is sent
    return routeMetadata(locale, key);
  }

  async function Page({ params }: Props) {
    const locale = await pageLocale(params);
    const docs = await loadLegal(list, locale);
    const t = await getTranslations('Routes');
    const tList = await getTranslations('PublicationList');
    return (
      <PageShell title={t(key)}>
        <DocumentList
          heading={tList('listLabel', { title: t(key) })}
          items={docs.map((doc) => ({ id: doc.id, title: doc.title, target: cardTarget(doc) }))}
        />
        <DataLinks href={(format) => pageDataPath(locale, `/${list}`, format)} />
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
