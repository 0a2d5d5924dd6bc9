import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { CardGrid } from '@/components/cards/CardGrid';
import { PageShell } from '@/components/page/PageShell';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';
import { LEGAL_CALLS, type LegalList } from '@/lib/contract/calls';
import { legalTarget, sortByOrder } from '@/lib/documents/legal';
import { fileUrl } from '@/lib/media/url';
import { routeMetadata } from './route-metadata';
import { DocumentCard, type CardTarget } from './DocumentCard';

type Props = { params: Promise<{ locale: string }> };

/** One legal list in a language, by order_num ascending whatever order the source sent. */
const loadLegal = cache(async (list: LegalList, locale: Locale) => {
  const name = LEGAL_CALLS[list];
  const { qanunlar } = await read(name, { language: locale });
  return sortByOrder(qanunlar);
});

/**
 * The page of one of the six legal-document lists (SPEC §2): cards that link
 * out (new tab) or download a file with its type and size. One component
 * serves all six routes.
 */
export function legalRoute(list: LegalList) {
  const key = LEGAL_CALLS[list];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    await loadLegal(list, locale); // shared with the page: a failing source fails before anything is sent
    return routeMetadata(locale, key);
  }

  async function Page({ params }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const docs = await loadLegal(list, locale);
    const t = await getTranslations('Routes');
    const tCards = await getTranslations('Cards');
    return (
      <PageShell title={t(key)}>
        {docs.length === 0 ? (
          <p>{tCards('noData')}</p>
        ) : (
          <CardGrid label={t(key)}>
            {docs.map((doc) => {
              const target = legalTarget(doc);
              const card: CardTarget | null =
                target.kind === 'external'
                  ? target
                  : target.kind === 'file'
                    ? { ...target, href: fileUrl('qanunlar', target.name)! }
                    : null;
              return <DocumentCard key={doc.id} title={doc.title} target={card} />;
            })}
          </CardGrid>
        )}
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
