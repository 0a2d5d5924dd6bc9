import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import type { CallReply } from '@/lib/core/contract/calls';
import { ROUTES } from '@/lib/core/site/routes';
import { DocumentList } from '@/components/documents/DocumentList';
import { fileCard } from '@/components/documents/file-card';
import styles from '@/components/documents/InfographicsPage.module.css';

interface Props {
  locale: Locale;
  years: number[];
  year: number | undefined;
  items: CallReply<'infoqrafikler'>['content'];
}

/** Infographics: one plain link per year (the chosen one marked current), then that year's items. */
export async function InfographicsPage({ locale, years, year, items }: Props) {
  const t = await getTranslations('InfographicYears');
  const tRoutes = await getTranslations('Routes');
  const base = localizePath(locale, ROUTES.infoqrafikler);
  return (
    <PageShell title={tRoutes('infoqrafikler')}>
      <nav aria-label={t('years')} className={styles.years}>
        <ul>
          {[...years]
            .sort((a, b) => b - a)
            .map((y) => (
              <li key={y}>
                <a
                  href={`${base}?year=${y}`}
                  className={styles.year}
                  aria-current={y === year ? 'page' : undefined}
                >
                  {y}
                </a>
              </li>
            ))}
        </ul>
      </nav>
      {year !== undefined && <h2 className={styles.heading}>{t('yearHeading', { year })}</h2>}
      <DocumentList
        label={year !== undefined ? t('yearHeading', { year }) : undefined}
        items={items.map((item) => fileCard(item, 'infoqrafikler'))}
        empty={t('empty')}
      />
    </PageShell>
  );
}
