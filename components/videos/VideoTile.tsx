import type { MouseEvent } from 'react';
import { Emblem } from '@/components/header/Logo';
import styles from './VideoGallery.module.css';

export interface VideoTileProps {
  title: string;
  thumb: string | null;
  /** A video (played in the popup) or a group of videos (its list). */
  kind: 'video' | 'group';
  /** A group's list (`/videolar?group=ID`), or the video's page for visitors without JavaScript. */
  href: string;
  labels: { play: string; group: string };
  onPlay?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A video (opens the player; without JavaScript, the privacy-enhanced player
 * page) or a group of videos (opens the group's list). Its title is its only
 * link, stretched over the tile.
 */
export function VideoTile({ title, thumb, kind, href, labels, onPlay }: VideoTileProps) {
  const isGroup = kind === 'group';
  return (
    <article className={styles.tile} data-kind={kind}>
      <h2 className={styles.title}>
        <a
          className={styles.link}
          href={href}
          onClick={onPlay}
          aria-haspopup={onPlay ? 'dialog' : undefined}
        >
          {title}
          <span className="visually-hidden"> ({isGroup ? labels.group : labels.play})</span>
        </a>
      </h2>
      <div className={styles.media}>
        {thumb ? (
          // Plain img: thumbnails come from the site or the configured image base, never the video service.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={styles.thumb}
            src={thumb}
            alt=""
            width={480}
            height={270}
            loading="lazy"
          />
        ) : (
          <div className={styles.placeholder}>
            <Emblem size={64} />
          </div>
        )}
        <span className={isGroup ? styles.groupBadge : styles.play} aria-hidden="true">
          {isGroup ? labels.group : '▶'}
        </span>
      </div>
    </article>
  );
}
