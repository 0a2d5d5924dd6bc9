import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { ROUTES, type RouteKey } from '@/lib/core/site/routes';
import { PageShell } from './PageShell';
import styles from './PageShell.module.css';

/** The site's sections the jubilee page points to when the content source has no page of its own. */
const SECTIONS: RouteKey[] = ['xeberler', 'cixislar', 'jurnallar', 'videolar'];
/** The static page of the year the jubilee page also points to. */
const CONSTITUTION_PAGE = '/page/konstitusiya-ve-suverenlik-ili';

/**
 * /haydar-aliyev-100-il when the content source (an upstream implementing only
 * docs/contract.md §7) has no page of that short title: the spec's "static
 * page of links", the site's own, in the page's language, so the route always
 * answers 200 (docs/search.md, issue 26).
 */
export async function HaydarAliyevLinks({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <PageShell title={routes('haydarAliyev')}>
      <div className={styles.body}>
        <p>{t('haydarAliyevIntro')}</p>
        <ul>
          {SECTIONS.map((key) => (
            <li key={key}>
              <a href={localizePath(locale, ROUTES[key])}>{routes(key)}</a>
            </li>
          ))}
          <li>
            <a href={localizePath(locale, CONSTITUTION_PAGE)}>{t('konstitusiyaIli')}</a>
          </li>
        </ul>
      </div>
    </PageShell>
  );
}
