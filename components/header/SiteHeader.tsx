import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { SiteMenu } from '@/components/menu/SiteMenu.client';
import { MenuTree } from '@/components/menu/MenuTree';
import { currentLinkId } from '@/components/menu/model';
import type { MenuItem } from '@/components/menu/types';
import { pagePath } from '@/lib/features/seo/page-address';
import { localizePath } from '@/i18n/paths';
import { CLIMATE_CATEGORY, ROUTES } from '@/lib/core/site/routes';
import { SITE } from '@/lib/core/site/config';
import { socialLinks } from '@/lib/core/site/social';
import { LanguageSwitch } from './LanguageSwitch.client';
import { Emblem } from './Logo';
import { SearchBox } from './SearchBox.client';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './SiteHeader.module.css';

interface Props {
  locale: Locale;
  menu: MenuItem[];
}

/**
 * The header of every page: logo, language switch, social links, search, the menu and the climate
 * banner. Below 768 px it is compact (CSS only, the same HTML): logo, search entry and menu button
 * on one row, the social links moved to the footer, the climate banner's whole text under them.
 */
export async function SiteHeader({ locale, menu }: Props) {
  const t = await getTranslations('Header');
  const tMenu = await getTranslations('Menu');
  const tMeta = await getTranslations('Metadata');
  const other: Locale = locale === 'az' ? 'en' : 'az';
  const social = socialLinks(SITE.social);
  const menuLabels = {
    nav: tMenu('nav'),
    open: tMenu('open'),
    close: tMenu('close'),
    external: tMenu('external'),
    // A template: the menu fills {label} per item (see components/slider/labels.ts).
    submenu: tMenu('submenu', { label: '{label}' }),
  };
  return (
    <header className={styles.header}>
      <div className={`${styles.topBar} on-dark`}>
        <div className={styles.inner}>
          {social.length > 0 ? (
            <StaticPart
              as="ul"
              staticPart="header-social"
              className={styles.social}
              aria-label={t('social')}
            >
              {social.map((s) => (
                <li key={s.name}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.name}
                    <span className="visually-hidden"> {tMenu('external')}</span>
                  </a>
                </li>
              ))}
            </StaticPart>
          ) : null}
          <LanguageSwitch
            target={other}
            label={t('switchTo')}
            longLabel={t('switchToLong')}
            onlyHere={t('switchOnlyHere')}
          />
        </div>
      </div>
      <div className={`${styles.inner} ${styles.brandBar}`}>
        <StaticPart
          as="a"
          staticPart="header-brand"
          href={localizePath(locale, '/')}
          className={styles.brand}
        >
          <Emblem />
          <span className={styles.brandName}>{tMeta('siteName')}</span>
          <span className="visually-hidden"> – {t('home')}</span>
        </StaticPart>
        <SearchBox
          action={localizePath(locale, ROUTES.search)}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          button={t('searchButton')}
          open={t('searchOpen')}
        />
      </div>
      <div className={`${styles.menuBar} on-dark`}>
        <div className={styles.inner}>
          <SiteMenu
            locale={locale}
            labels={{ nav: menuLabels.nav, open: menuLabels.open, close: menuLabels.close }}
          >
            <MenuTree
              items={menu}
              labels={menuLabels}
              currentId={currentLinkId(menu, await pagePath())}
            />
          </SiteMenu>
        </div>
      </div>
      <StaticPart
        as="a"
        staticPart="header-climate"
        className={styles.climate}
        href={localizePath(locale, `${ROUTES.layiheler}?cat=${CLIMATE_CATEGORY}`)}
      >
        <svg
          aria-hidden="true"
          focusable="false"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          className={styles.leaf}
        >
          <path
            d="M5 21c0-9 5-15 16-16-1 11-7 16-16 16zm0 0 8-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>{' '}
        {t('climate')}
      </StaticPart>
    </header>
  );
}
