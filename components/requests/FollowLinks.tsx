import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { REQUEST_PAGE } from '@/lib/features/requests/paths';
import { FIGURES_PATH } from '@/lib/core/site/routes';

/**
 * Below the request form: where a citizen who already sent a request gets a new link to its
 * status page (the lookup), and the requests in figures (docs/requests.md).
 */
export async function FollowLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations('RequestLinks');
  return (
    <aside aria-labelledby="request-follow">
      <h2 id="request-follow">{t('title')}</h2>
      <ul>
        <li>
          <a href={localizePath(locale, REQUEST_PAGE)}>{t('follow')}</a>
        </li>
        <li>
          <a href={localizePath(locale, FIGURES_PATH)}>{t('figures')}</a>
        </li>
      </ul>
    </aside>
  );
}
