import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { OfficeAddress } from '@/components/contacts/OfficeAddress';
import controls from '@/components/form-controls/Controls.module.css';
import { localizePath } from '@/i18n/paths';
import { footerProps } from '@/lib/core/site/footer';
import { ROUTES } from '@/lib/core/site/routes';
import styles from './NotFoundHelp.module.css';

/** The sections a lost visitor most likely wanted (docs/design.md, the 404 page). */
const MAIN_SECTIONS = [
  'xeberler',
  'filter',
  'huquqiAktlar',
  'qerarlarinIzlenilmesi',
  'sorguVeMuracietler',
  'dovletQullugu',
] as const;

/**
 * What the 404 page offers beyond its message, as GOV.UK's does: what may
 * have happened, the site search (a plain GET form), the main sections and
 * the offices' contacts (the footer's), all in the page's language and
 * without JavaScript.
 */
export async function NotFoundHelp({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Errors.help' });
  const routes = await getTranslations({ locale, namespace: 'Routes' });
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const footer = await footerProps(locale);
  const sections = [
    { href: localizePath(locale, '/page/haqqimizda'), label: pages('haqqimizda') },
    ...MAIN_SECTIONS.map((r) => ({ href: localizePath(locale, ROUTES[r]), label: routes(r) })),
  ];
  return (
    <div className={styles.help}>
      {/* Plain sections, not named regions: each is two lines under its heading, and the search
          form is the landmark (a region of the same name around it was announced twice). */}
      <section>
        <h2>{t('causesTitle')}</h2>
        <ul>
          <li>{t('mistyped')}</li>
          <li>{t('moved')}</li>
        </ul>
      </section>
      <section>
        <h2 id="not-found-search">{t('searchTitle')}</h2>
        <form
          action={localizePath(locale, ROUTES.search)}
          method="get"
          role="search"
          aria-labelledby="not-found-search"
          className={`${controls.row} ${styles.search}`}
        >
          <div className={controls.field}>
            <label htmlFor="not-found-query">{t('searchLabel')}</label>
            <input
              id="not-found-query"
              type="search"
              name="query"
              maxLength={200}
              className={controls.input}
            />
          </div>
          <button type="submit" className={controls.submit}>
            {t('searchButton')}
          </button>
        </form>
      </section>
      <nav aria-labelledby="not-found-sections">
        <h2 id="not-found-sections">{t('sectionsTitle')}</h2>
        <ul className={styles.sections}>
          {sections.map((s) => (
            <li key={s.href}>
              <a href={s.href}>{s.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="not-found-contacts">
        <h2 id="not-found-contacts">{t('contactsTitle')}</h2>
        <p>{t('contactsText')}</p>
        <div className={styles.offices}>
          {footer.offices.map((office) => (
            <OfficeAddress
              key={office.name}
              office={office}
              labels={footer.labels}
              classes={{ office: styles.office, name: styles.officeName }}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
