import { getLocale, getTranslations } from 'next-intl/server';
import { SummaryList, type SummaryRow } from '@/components/ui/SummaryList';
import { localizePath } from '@/i18n/paths';
import type { Derc } from '@/lib/core/contract/entities';
import { factFilterQuery } from '@/lib/core/filter/fact-filter';
import { recordFacts } from '@/lib/core/filter/record-facts';
import { ROUTES } from '@/lib/core/site/routes';

interface Props {
  record: Derc;
  /** How many recommendations came from the record (listed further down, #record-recommendations). */
  recommendations: number;
}

/**
 * A record's facts under its title (docs/design.md, "Record facts"): type, audit type, area,
 * geography, opinion scope and stage, the activity report's kind, year, each value a link to
 * the archive filter of that value where the filter offers it, and how many recommendations
 * came from it, a link to their list below. Named as the filter's groups are.
 */
export async function RecordFacts({ record, recommendations }: Props) {
  const locale = await getLocale();
  const groups = await getTranslations('Filter.groups');
  const t = await getTranslations('Record');
  const filter = localizePath(locale, ROUTES.filter);
  const rows: SummaryRow[] = recordFacts(record).map((fact) => {
    const query = factFilterQuery(record.type_short_title, fact);
    return {
      key: fact.field,
      label: groups(fact.field),
      value: fact.text,
      href: query === null ? undefined : `${filter}${query}`,
    };
  });
  if (recommendations > 0)
    rows.push({
      key: 'recommendations',
      label: t('recommendationsFact'),
      value: t('recommendationsCount', { count: recommendations }),
      href: '#record-recommendations',
    });
  return <SummaryList rows={rows} />;
}
