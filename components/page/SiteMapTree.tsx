import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { MenuItem } from '@/components/menu/types';
import { getSiteMapMenu } from '@/lib/core/content/menu';

function Tree({ items, external }: { items: MenuItem[]; external: string }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {item.href ? (
            <a
              href={item.href}
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.label}
              {item.external ? <span className="visually-hidden"> {external}</span> : null}
            </a>
          ) : (
            <strong>{item.label}</strong>
          )}
          {item.children.length ? <Tree items={item.children} external={external} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The whole menu as nested lists: the site map page. */
export async function SiteMapTree({ locale }: { locale: Locale }) {
  const items = await getSiteMapMenu(locale);
  const t = await getTranslations('Sitemap');
  const tMenu = await getTranslations('Menu');
  return (
    <section aria-labelledby="site-map-heading">
      <h2 id="site-map-heading">{t('menu')}</h2>
      <Tree items={items} external={tMenu('external')} />
    </section>
  );
}
