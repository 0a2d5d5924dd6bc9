import Link from 'next/link';
import { LanguageLabel } from '@/components/cards/LanguageLabel';
import { RecordBadges } from '@/components/records/RecordBadges';
import { formatDate, isoDate } from '@/lib/core/format/date';
import styles from './Filter.module.css';

interface Props {
  href: string;
  title: string;
  /** the record's type (audit, opinion, activity report) */
  typeTitle: string;
  date: string | null;
  /** recordBadges(record): audit type and area, scope, stage, year */
  badges: string[];
  badgesLabel: string;
  lang?: 'az' | 'en';
  /** "In Azerbaijani", shown with `lang` (docs/languages.md) */
  langLabel: string;
}

/**
 * A record of the archive as a document in a list: its type, title, date and
 * classification, no photo (a report is found by what it is, not by a picture).
 */
export function RecordRow(props: Props) {
  const { href, title, typeTitle, date, badges, badgesLabel, lang, langLabel } = props;
  return (
    <article className={styles.record} lang={lang}>
      <svg className={styles.recordIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 2h8l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M14 2v5h5M9 12h7M9 15.5h7M9 19h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <div className={styles.recordBody}>
        <p className={styles.recordMeta}>
          <span className={styles.recordType}>{typeTitle}</span>
          {date ? <time dateTime={isoDate(date)}>{formatDate(date)}</time> : null}
          {lang ? <LanguageLabel lang={lang} label={langLabel} /> : null}
        </p>
        <h3 className={styles.recordTitle}>
          <Link href={href}>{title}</Link>
        </h3>
        <RecordBadges badges={badges} label={badgesLabel} />
      </div>
    </article>
  );
}
