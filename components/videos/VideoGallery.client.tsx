'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { gridClassName, ListHeading } from '@/components/cards/CardGrid';
import { ListLoadMore } from '@/components/load-more/ListLoadMore.client';
import { useLoadMore } from '@/lib/core/client/use-load-more';
import type { CallReply } from '@/lib/core/contract/calls';
import { isOptimizable, mediaUrl } from '@/lib/core/format/media/media-url';
import { embedUrl, videoIdOf } from '@/lib/core/format/media/video-embed';
import { VideoDialog, type PlayingVideo } from './VideoDialog.client';
import { VideoTile } from './VideoTile';
import styles from './VideoGallery.module.css';

export type Video = CallReply<'videolar'>['videolar'][number];

interface Props {
  /** The list call's address (its `path` in lib/core/contract/calls.ts, given by the server). */
  path: string;
  initial: Video[];
  /** The call's fields besides paging: language and, in a group, parent. */
  input: { language: string; parent?: number };
  from: number;
  pageSize: number;
  initialDone: boolean;
  /** The no-JavaScript address of the next page (`?count=24`). */
  nextHref: string;
  /** The gallery's own path ('/videolar' or '/en/videolar'), for group links. */
  basePath: string;
  /** Where photos live ('' for the site itself). */
  mediaBase: string;
  /** The list's name and its h2 (the page shows no heading between its h1 and the tiles). */
  label: string;
}

/**
 * The video grid: 12 per page, Load more in place, and the popup player.
 * Closing the player gives focus back to the tile that opened it.
 */
export function VideoGallery(props: Props) {
  const t = useTranslations('VideoGallery');
  const { loaded, loading, done, added, loadMore, listRef } = useLoadMore<Video>({
    path: props.path,
    input: props.input,
    field: 'videolar',
    shown: props.initial.length,
    from: props.from,
    pageSize: props.pageSize,
    initialDone: props.initialDone,
  });
  const items = [...props.initial, ...loaded];
  const [playing, setPlaying] = useState<PlayingVideo | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const close = useCallback(() => {
    setPlaying(null);
    opener.current?.focus();
    opener.current = null;
  }, []);

  const play = (video: PlayingVideo) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setPlaying(video);
  };

  const labels = { play: t('play'), group: t('group') };
  return (
    <>
      <ListHeading>{props.label}</ListHeading>
      <ul role="list" ref={listRef} className={gridClassName(3)} aria-label={props.label}>
        {items.map((video) => {
          const id = videoIdOf(video.link);
          const isGroup = !video.link?.trim();
          const thumb = mediaUrl(props.mediaBase, 'videolar', video.size || video.photo);
          return (
            <li key={video.id} className={styles.item}>
              <VideoTile
                title={video.title}
                thumb={thumb}
                thumbOptimize={thumb !== null && isOptimizable(props.mediaBase, thumb)}
                kind={isGroup ? 'group' : 'video'}
                href={
                  isGroup
                    ? `${props.basePath}?group=${video.id}`
                    : id
                      ? embedUrl(id, false)
                      : video.link!
                }
                labels={labels}
                onPlay={id ? play({ id, title: video.title }) : undefined}
              />
            </li>
          );
        })}
      </ul>
      <ListLoadMore href={props.nextHref} state={{ loading, done, added, loadMore }} />
      <VideoDialog
        video={playing}
        labels={{ player: t('player'), close: t('close'), privacy: t('privacy') }}
        onClose={close}
      />
    </>
  );
}
