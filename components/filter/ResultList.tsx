import { StaticPart } from '@/components/shell/StaticPart.client';
import { localizePath } from '@/i18n/paths';
import type { Derc } from '@/lib/core/contract/entities';
import { recordBadges } from '@/lib/core/filter/record-badges';
import { RecordRow } from './RecordRow';
import styles from './Filter.module.css';

/** A record as a result needs it (the server leaves the body out). */
export type ResultRecord = Omit<Derc, 'text'> & { text?: string };

export interface ResultLabels {
  /** The accessible name of each record's badge list. */
  badges: string;
  /** "In Azerbaijani", shown on a record in the other language. */
  inOtherLanguage: string;
}

interface ItemProps {
  record: ResultRecord;
  locale: 'az' | 'en';
  labels: ResultLabels;
}

/** One result of the filter as an item of its list: type, date, title, badges. */
export function ResultItem({ record, locale, labels }: ItemProps) {
  return (
    <li>
      <RecordRow
        href={localizePath(locale, `/${record.type_short_title}/${record.id}`)}
        title={record.title}
        typeTitle={record.type_title}
        date={record.date}
        badges={recordBadges(record)}
        badgesLabel={labels.badges}
        lang={record.language && record.language !== locale ? record.language : undefined}
        langLabel={labels.inOtherLanguage}
      />
    </li>
  );
}

interface ListProps {
  records: ResultRecord[];
  locale: 'az' | 'en';
  labels: ResultLabels;
  /** The list's accessible name. */
  label: string;
}

/**
 * The results the server rendered, as a static part (docs/frontend.md, "Static parts"): the
 * browser keeps them from the HTML, so the page's payload carries no second copy. Load more
 * (FilterResults.client.tsx) appends the next pages' records to the same list.
 */
export function ResultListPart({ records, locale, labels, label }: ListProps) {
  return (
    <StaticPart
      as="ul"
      staticPart="filter-results"
      role="list"
      className={styles.results}
      aria-label={label}
    >
      {records.map((record) => (
        <ResultItem key={record.id} record={record} locale={locale} labels={labels} />
      ))}
    </StaticPart>
  );
}
