import { keysOf } from '@/lib/core/contract/keys';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { ELAN_SECTIONS, listSearch, type ListQuery } from '@/lib/core/publications/list-query';
import { ROUTES } from '@/lib/core/site/routes';
import { FilterLinks } from './FilterLinks';

/**
 * The announcements' section and subsection choices (held in the query);
 * choosing the chosen one again clears it, and subsections exist only under
 * procurement.
 */
export async function ElanFilters({ locale, query }: { locale: Locale; query: ListQuery }) {
  const t = await getTranslations('ElanFilters');
  const base = localizePath(locale, ROUTES.elanlar);
  const sections = keysOf(ELAN_SECTIONS).map((s) => ({
    label: t(`sections.${s}`),
    href: base + listSearch({ section: query.section === s ? undefined : s }),
    current: query.section === s,
  }));
  const subsections = ELAN_SECTIONS.satinalma.map((s) => ({
    label: t(`subsections.${s}`),
    href:
      base +
      listSearch({ section: 'satinalma', subsection: query.subsection === s ? undefined : s }),
    current: query.subsection === s,
  }));
  return (
    <>
      <FilterLinks label={t('sectionsLabel')} links={sections} />
      {query.section === 'satinalma' && (
        <FilterLinks label={t('subsectionsLabel')} links={subsections} />
      )}
    </>
  );
}
