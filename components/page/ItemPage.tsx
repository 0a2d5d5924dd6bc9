import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';
import { describe } from '@/lib/html/sanitize';
import { localizePath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { ITEM_ROUTES, ROUTES, type ItemKind } from '@/lib/site/routes';
import { PageShell } from './PageShell';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Items are rendered on their first visit and then cached (ISR), never at build time. */
export function noStaticParams() {
  return [];
}

/** A positive whole number as an id, or null (the page then answers 404). */
export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** One publication by id in a language, or null; shared by the page and its metadata. */
export const findItem = cache(async (kind: ItemKind, locale: Locale, rawId: string) => {
  const id = parseId(rawId);
  if (id === null) return null;
  const reply = (await read(ITEM_ROUTES[kind].call, { id, language: locale })) as Record<
    string,
    Array<{ title: string; text: string; date: string; language?: Locale }>
  >;
  const items = reply[ITEM_ROUTES[kind].call] ?? [];
  return items.length === 1 ? items[0]! : null;
});

/**
 * The page of one publication (news, speech, ...): found by id or 404. The
 * publications work fills in its body, photo, sharing and carousel.
 */
export function itemRoute(kind: ItemKind) {
  const listKey = ITEM_ROUTES[kind].list;

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, id } = (await params) as { locale: Locale; id: string };
    const item = await findItem(kind, locale, id);
    if (!item) return {};
    const meta = await getTranslations({ locale, namespace: 'Metadata' });
    return pageMetadata({
      locale,
      path: `/${kind}/${id}`,
      title: item.title,
      description: describe(item.text),
      siteName: meta('siteName'),
      type: 'article',
      publishedTime: item.date,
    });
  }

  async function Page({ params }: Props) {
    const { locale, id } = (await params) as { locale: Locale; id: string };
    setRequestLocale(locale);
    const item = await findItem(kind, locale, id);
    if (!item) notFound();
    const t = await getTranslations('Routes');
    return (
      <PageShell
        title={item.title}
        lang={item.language}
        trail={[{ label: t(listKey), href: localizePath(locale, ROUTES[listKey]) }]}
      >
        <p>
          <time dateTime={item.date}>{item.date}</time>
        </p>
      </PageShell>
    );
  }

  return { generateStaticParams: noStaticParams, generateMetadata, Page };
}
