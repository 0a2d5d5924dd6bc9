import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { ROUTES } from '@/lib/core/site/routes';
import { StaticPart } from '@/components/shell/StaticPart.client';
import styles from './Home.module.css';

/** docs/contract.md §2: infographics, budget summaries, opinions, journals, reports, the declaration page. */
const BANNERS = [
  {
    key: 'infoqrafikler',
    path: ROUTES.infoqrafikler,
    icon: 'M6 30V18h5v12zm8 0V10h5v20zm8 0V14h5v16z',
  },
  {
    key: 'budceXulasesi',
    path: ROUTES.budceXulasesi,
    icon: 'M18 4a14 14 0 1 0 14 14H18zm3-1v12h12A12 12 0 0 0 21 3z',
  },
  { key: 'rey', path: `${ROUTES.filter}?type=rey`, icon: 'M5 6h26v17H14l-7 6v-6H5z' },
  {
    key: 'jurnallar',
    path: ROUTES.jurnallar,
    icon: 'M8 4h18a2 2 0 0 1 2 2v26H10a2 2 0 0 1-2-2zm4 5v3h12V9z',
  },
  {
    key: 'hesabatlar',
    path: `${ROUTES.filter}?type=fealiyyet-hesabati`,
    icon: 'M9 3h13l7 7v23H9zm12 1v7h7M13 18h12v2H13zm0 5h12v2H13z',
  },
  {
    key: 'lima',
    path: '/page/lima',
    icon: 'M18 3 5 9v3h26V9zM7 14h4v12H7zm9 0h4v12h-4zm9 0h4v12h-4zM4 28h28v4H4z',
  },
] as const;

/** The row of section banners under the slider. */
export async function BannerRow({ locale }: { locale: Locale }) {
  const t = await getTranslations('HomePage');
  return (
    <StaticPart as="nav" staticPart="home-banners" aria-label={t('banners')}>
      <ul role="list" className={`grid-columns ${styles.banners}`}>
        {BANNERS.map((b) => (
          <li key={b.key}>
            <Link href={localizePath(locale, b.path)} className={styles.banner}>
              <svg viewBox="0 0 36 36" width="36" height="36" aria-hidden="true" focusable="false">
                <path d={b.icon} fill="currentColor" />
              </svg>
              {t(`banner.${b.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </StaticPart>
  );
}
