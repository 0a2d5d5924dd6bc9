import Link from 'next/link';
import { LanguageLabel } from '@/components/cards/LanguageLabel';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/paths';
import { ROUTES } from '@/lib/core/site/routes';
import { trackerSearch } from '@/lib/core/tracker/query';
import { toneByName } from '@/lib/core/tracker/tone';
import { TABLE_COLUMNS } from '@/lib/core/tracker/columns';
import type { TrackerData } from '@/lib/core/content/tracker';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Tracker.module.css';

/**
 * The recommendations of one page, each status a tag in words and in its
 * chart colour (never colour alone). On a phone each row becomes a block of
 * labelled lines, so the page never scrolls sideways.
 */
export async function TrackerTable({ data }: { data: TrackerData }) {
  const t = await getTranslations('Tracker');
  const tc = await getTranslations('Tracker.columns');
  if (data.rows.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  // A row names its status; its id (for the chart's colour) comes from the summary.
  const toneOf = toneByName(data.summary);
  // A topic opens the recommendation's page, which keeps this page's filters for the way back.
  const locale = await getLocale();
  const base = localizePath(locale, ROUTES.qerarlarinIzlenilmesi);
  const inOther = (await getTranslations('Cards'))('inOtherLanguage');
  const page = (id: number) => `${base}/${id}${trackerSearch(data.query)}`;
  return (
    <StaticPart as="table" staticPart="tracker-table" className={styles.table} id="tracker-table">
      <caption className={styles.caption}>
        {t('table', { page: data.query.page, count: data.pageCount })}
      </caption>
      <thead>
        <tr>
          {TABLE_COLUMNS.map((c) => (
            <th key={c} scope="col">
              {tc(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.id}>
            {TABLE_COLUMNS.map((c) => (
              <td key={c} data-label={tc(c)} data-column={c}>
                {c === 'status_name' ? (
                  <strong className={styles.tag} data-tone={toneOf.get(row[c])}>
                    {row[c]}
                  </strong>
                ) : c === 'movzu' ? (
                  // An untranslated topic: in Azerbaijani, marked and labelled (docs/languages.md).
                  row.language && row.language !== locale ? (
                    <>
                      <Link href={page(row.id)} lang={row.language}>
                        {row[c]}
                      </Link>{' '}
                      <LanguageLabel lang={row.language} label={inOther} />
                    </>
                  ) : (
                    <Link href={page(row.id)}>{row[c]}</Link>
                  )
                ) : (
                  row[c]
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </StaticPart>
  );
}
