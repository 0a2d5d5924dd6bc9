import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SubscribeForm } from '@/components/alerts/SubscribeForm';
import { DataLinks } from '@/components/feeds/DataLinks';
import { FeedLink } from '@/components/feeds/FeedLink';
import { parseTarget } from '@/lib/features/alerts/watch/targets';
import { PageShell } from '@/components/page/PageShell';
import { getPublicationList } from '@/lib/core/content/publications';
import { listDataPath, listFeedPath } from '@/lib/core/content/feeds/paths';
import { localizePath } from '@/i18n/paths';
import { nextWindow, windowParams } from '@/lib/core/site/list-window';
import { mediaBase } from '@/lib/core/format/media/url';
import { publicationCard } from '@/lib/core/publications/card';
import {
  listCallInput,
  listSearch,
  parseListQuery,
  PUBLICATION_PAGE_SIZE,
  type ListQuery,
  type SearchParams,
} from '@/lib/core/publications/list-query';
import { calls } from '@/lib/core/contract/calls';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { ITEM_ROUTES, ROUTES, type ItemKind } from '@/lib/core/site/routes';
import { ElanFilters } from '@/components/publications/ElanFilters';
import { ProjectCategories } from '@/components/publications/ProjectCategories';
import { PublicationList } from '@/components/publications/PublicationList.client';
import { CardListPart } from '@/components/cards/CardList';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** The list's filters as call fields and as query parameters. */
function filters(query: ListQuery) {
  return { section: query.section, subsection: query.subsection, cat: query.category };
}

/**
 * A publication list (docs/contract.md §2): the first page, or the window `?count=`/`?from=`
 * asks for, rendered on the server as cards; Load more continues in place.
 * Announcements filter by section, projects by category (chooser when none).
 */
export function publicationListRoute(kind: ItemKind) {
  const listKey = ITEM_ROUTES[kind].list;
  const path = ROUTES[listKey];

  async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const locale = await pageLocale(params);
    const query = parseListQuery(await searchParams);
    const t = await getTranslations({ locale, namespace: 'Routes' });
    const meta = await getTranslations({ locale, namespace: 'Metadata' });
    const feeds = await getTranslations({ locale, namespace: 'Feeds' });
    return pageMetadata({
      locale,
      path: path + listSearch(filters(query)),
      title: t(listKey),
      description: meta('description'),
      siteName: meta('siteName'),
      feed: {
        path: listFeedPath(locale, kind, query),
        title: feeds('title', { title: t(listKey) }),
      },
    });
  }

  async function Page({ params, searchParams }: Props) {
    const locale = await pageLocale(params);
    const query = parseListQuery(await searchParams);
    const t = await getTranslations('Routes');
    const cards = await getTranslations('Cards');
    const list = await getTranslations('PublicationList');
    const chooser = kind === 'layihe' && query.category === undefined;
    let body;
    if (chooser) {
      body = null;
    } else {
      const input = listCallInput(locale, query);
      const items = await getPublicationList(kind, {
        ...input,
        limit: query.window.count,
        from: query.window.from,
      });
      const base = mediaBase();
      const initial = items.map((item) =>
        publicationCard(item, {
          kind,
          locale,
          mediaBase: base,
          moreLabel: cards('more'),
          langLabel: cards('inOtherLanguage'),
        }),
      );
      const next = nextWindow(query.window, PUBLICATION_PAGE_SIZE);
      const nextHref =
        localizePath(locale, path) +
        listSearch({ ...filters(query), ...windowParams(next, PUBLICATION_PAGE_SIZE) });
      const label = list('listLabel', { title: t(listKey) });
      body =
        initial.length === 0 && query.window.from === 0 ? (
          <p role="status">{cards('noData')}</p>
        ) : (
          <PublicationList
            // Another list (filters, window) is another part: mounted afresh.
            key={nextHref}
            kind={kind}
            path={calls[ITEM_ROUTES[kind].call].path}
            locale={locale}
            mediaBase={base}
            input={input}
            shown={initial.length}
            from={query.window.from}
            pageSize={PUBLICATION_PAGE_SIZE}
            initialDone={initial.length < query.window.count}
            nextHref={nextHref}
            label={label}
          >
            <CardListPart cards={initial} label={label} />
          </PublicationList>
        );
    }
    return (
      <PageShell title={t(listKey)}>
        <FeedLink href={listFeedPath(locale, kind, query)} />
        {kind === 'elan' && <ElanFilters locale={locale} query={query} />}
        {kind === 'layihe' && <ProjectCategories locale={locale} chosen={query.category} />}
        {body}
        <DataLinks href={(format) => listDataPath(locale, kind, query, format)} />
        <AlertsFor target={parseTarget(kind, listSearch(filters(query)))} />
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}

/** The e-mail updates form of a view that can be followed. */
function AlertsFor({ target }: { target: ReturnType<typeof parseTarget> }) {
  return target ? <SubscribeForm target={target} /> : null;
}
