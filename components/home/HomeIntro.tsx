import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { ROUTES } from '@/lib/core/site/routes';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Home.module.css';

/** The tasks most visitors come for (issue 37): find a report, follow up, write, search. */
const TASKS = [
  { key: 'reports', path: `${ROUTES.filter}?type=audit` },
  { key: 'recommendations', path: ROUTES.qerarlarinIzlenilmesi },
  { key: 'request', path: ROUTES.sorguVeMuracietler },
  { key: 'search', path: ROUTES.search },
] as const;

/**
 * The home page's first screen: the institution's name as the page's h1, one line on what it
 * does, and the top tasks as links, before the spec's slider (docs/design.md, "Home page").
 */
export async function HomeIntro({ locale }: { locale: Locale }) {
  const t = await getTranslations('HomePage.intro');
  const meta = await getTranslations('Metadata');
  return (
    // Not a named region: it would repeat the h1 it opens with, first thing in main (issue 56).
    <StaticPart as="section" staticPart="home-intro" className={styles.intro}>
      <h1 className={styles.introTitle}>{meta('siteName')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <nav aria-label={t('tasks')}>
        <ul role="list" className={styles.tasks}>
          {TASKS.map((task) => (
            <li key={task.key}>
              <Link href={localizePath(locale, task.path)} className={styles.task}>
                {t(`task.${task.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </StaticPart>
  );
}
