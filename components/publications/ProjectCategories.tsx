import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getProjectCategories } from '@/lib/core/content/records';
import { localizePath } from '@/i18n/paths';
import { Photo } from '@/components/media/Photo';
import { isOptimizable } from '@/lib/core/format/media/media-url';
import { imageUrl, mediaBase } from '@/lib/core/format/media/url';
import { listSearch } from '@/lib/core/publications/list-query';
import { ROUTES } from '@/lib/core/site/routes';
import { FilterLinks } from './FilterLinks';
import styles from './ProjectCategories.module.css';

const name = (c: { name_az: string; name_en: string }, locale: Locale) =>
  locale === 'en' ? c.name_en : c.name_az;

/** A category's image at the chooser's width (a quarter of 1,200 px, half or all of a phone). */
function photo(file: string | null | undefined, first: boolean) {
  const src = imageUrl('layihe_category', file);
  if (!src) return null;
  return (
    <Photo
      src={src}
      width={400}
      height={225}
      className={styles.photo}
      sizes="(min-width: 1024px) 290px, (min-width: 768px) 50vw, 100vw"
      optimize={isOptimizable(mediaBase(), src)}
      priority={first}
    />
  );
}

/** The project categories: a chooser with images (no category chosen) or a row of links. */
export async function ProjectCategories({ locale, chosen }: { locale: Locale; chosen?: number }) {
  const t = await getTranslations('ProjectCategories');
  const categories = await getProjectCategories();
  const base = localizePath(locale, ROUTES.layiheler);
  if (chosen === undefined) {
    return (
      <ul role="list" className={`grid-columns ${styles.chooser}`} aria-label={t('label')}>
        {categories.map((c, i) => (
          <li key={c.id}>
            <a href={base + listSearch({ cat: c.id })} className={styles.category}>
              {photo(c.image, i === 0)}
              <span className={styles.name}>{name(c, locale)}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }
  const links = [
    { label: t('all'), href: base, current: false },
    ...categories.map((c) => ({
      label: name(c, locale),
      href: base + listSearch({ cat: c.id }),
      current: c.id === chosen,
    })),
  ];
  return <FilterLinks label={t('label')} links={links} />;
}
