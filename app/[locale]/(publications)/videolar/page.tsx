import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeMetadata } from '../../_shared/route-metadata';
import { PageShell } from '@/components/page/PageShell';
import { VideoGallery } from '@/components/videos/VideoGallery.client';
import { firstValue, getVideoPage, parseGroup, VIDEO_PAGE_SIZE } from '@/lib/core/content/videos';
import styles from '@/components/videos/VideoGallery.module.css';
import { localizePath } from '@/i18n/paths';
import { nextWindow, windowParams } from '@/lib/core/site/list-window';
import { imageUrl, mediaBase } from '@/lib/core/format/media/url';
import { calls } from '@/lib/core/contract/calls';
import { ROUTES } from '@/lib/core/site/routes';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Query> };

async function data({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const group = parseGroup(query.group);
  const loaded = await getVideoPage(locale, group, firstValue(query.from), firstValue(query.count));
  // A group that is not one (or has nothing to show) is not a page.
  if (group && loaded.videos.length === 0 && loaded.groupTitle === null) notFound();
  return { locale, group, ...loaded };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, group, videos, groupTitle } = await data(props);
  const t = await getTranslations({ locale, namespace: 'VideoGallery' });
  const base = await routeMetadata(locale, 'videolar', {
    search: group ? `?group=${group}` : '',
    image: imageUrl('videolar', videos[0]?.size || videos[0]?.photo),
  });
  return group ? { ...base, title: groupTitle ?? t('groupTitle', { id: group }) } : base;
}

/** The video gallery (docs/contract.md §2): the top level, or one group's videos with a way back. */
export default async function Page(props: Props) {
  const { locale, group, window, videos, groupTitle } = await data(props);
  setRequestLocale(locale);
  const t = await getTranslations('VideoGallery');
  const tRoutes = await getTranslations('Routes');
  const tCards = await getTranslations('Cards');
  const tList = await getTranslations('PublicationList');
  const basePath = localizePath(locale, ROUTES.videolar);
  const next = new URLSearchParams({
    ...(group ? { group: String(group) } : {}),
    ...windowParams(nextWindow(window, VIDEO_PAGE_SIZE), VIDEO_PAGE_SIZE),
  });
  const title = group ? (groupTitle ?? t('groupTitle', { id: group })) : tRoutes('videolar');
  return (
    <PageShell title={title} trail={group ? [{ label: tRoutes('videolar'), href: basePath }] : []}>
      {group ? (
        <a className={styles.back} href={basePath}>
          {t('back')}
        </a>
      ) : null}
      {videos.length === 0 && <p>{tCards('noData')}</p>}
      <ClientMessages namespaces={['VideoGallery']}>
        <VideoGallery
          path={calls.videolar.path}
          key={`${group ?? 0}-${window.from}-${window.count}`}
          initial={videos}
          input={{ language: locale, ...(group ? { parent: group } : {}) }}
          from={window.from}
          pageSize={VIDEO_PAGE_SIZE}
          initialDone={videos.length < window.count}
          nextHref={`${basePath}?${next}`}
          basePath={basePath}
          mediaBase={mediaBase()}
          label={tList('listLabel', { title })}
        />
      </ClientMessages>
    </PageShell>
  );
}
