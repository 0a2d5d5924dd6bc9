import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/platform/config/env';
import { localizePath } from '@/i18n/paths';

/** The image of link previews when a page has none of its own (1200×630). */
const DEFAULT_OG_IMAGE = '/og-default.png';

const OG_LOCALE: Record<Locale, string> = { az: 'az_AZ', en: 'en_US' };

/** An absolute URL on this site (SITE_URL), for canonical links and previews. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return new URL(path, env().SITE_URL).toString();
}

/** The canonical URL of a path in each language, plus x-default (Azerbaijani). */
function languageAlternates(path: string) {
  return {
    az: absoluteUrl(localizePath('az', path)),
    en: absoluteUrl(localizePath('en', path)),
    'x-default': absoluteUrl(localizePath('az', path)),
  };
}

export interface PageMeta {
  locale: Locale;
  /** the path without language prefix: '/', '/page/sedr', '/xeber/12' */
  path: string;
  title?: string;
  description: string;
  siteName: string;
  image?: string | null;
  /** The image's size when known; the default image is 1200×630. */
  imageSize?: { width: number; height: number } | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  noindex?: boolean;
  /** The page's Atom feed (a path with language prefix) and its title, named in the head. */
  feed?: { path: string; title: string };
  /**
   * The one language the page's content exists in (an item without translation): no
   * hreflang pair, and its address in the other language is noindex with its canonical
   * here (docs/languages.md). Unset: the content exists in both.
   */
  onlyIn?: Locale;
}

function imageSize(m: PageMeta) {
  if (m.imageSize !== undefined) return m.imageSize ?? {};
  return m.image ? {} : { width: 1200, height: 630 };
}

/**
 * The head of a page: title, description, canonical and hreflang alternates,
 * Open Graph and Twitter card, all with absolute URLs.
 */
export function pageMetadata(m: PageMeta): Metadata {
  // The page of an untranslated item in the other language stands for the real one.
  const stray = m.onlyIn !== undefined && m.onlyIn !== m.locale;
  const url = absoluteUrl(localizePath(m.onlyIn ?? m.locale, m.path));
  const image = absoluteUrl(m.image ?? DEFAULT_OG_IMAGE);
  const title = m.title ?? m.siteName;
  const other: Locale = m.locale === 'az' ? 'en' : 'az';
  return {
    ...(m.title ? { title: m.title } : {}),
    description: m.description,
    alternates: {
      canonical: url,
      ...(m.onlyIn ? {} : { languages: languageAlternates(m.path) }),
      ...(m.feed
        ? {
            types: {
              'application/atom+xml': [{ url: absoluteUrl(m.feed.path), title: m.feed.title }],
            },
          }
        : {}),
    },
    openGraph: {
      siteName: m.siteName,
      locale: OG_LOCALE[m.onlyIn ?? m.locale],
      ...(m.onlyIn ? {} : { alternateLocale: [OG_LOCALE[other]] }),
      type: m.type ?? 'website',
      url,
      title,
      description: m.description,
      images: [{ url: image, ...imageSize(m), alt: title }],
      ...(m.publishedTime ? { publishedTime: m.publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description: m.description, images: [image] },
    ...(m.noindex || stray ? { robots: { index: false, follow: true } } : {}),
  };
}
