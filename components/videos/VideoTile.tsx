import type { MouseEvent } from 'react';
import cardStyles from '@/components/cards/Card.module.css';
import { CardPhoto } from '@/components/cards/CardPhoto';
import styles from './VideoGallery.module.css';

export interface VideoTileProps {
  title: string;
  thumb: string | null;
  /** The thumbnail may go through the image optimizer (lib/core/format/media isOptimizable). */
  thumbOptimize?: boolean;
  /** A video (played in the popup) or a group of videos (its list). */
  kind: 'video' | 'group';
  /** A group's list (`/videolar?group=ID`), or the video's page for visitors without JavaScript. */
  href: string;
  labels: { play: string; group: string };
  onPlay?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A video (opens the player; without JavaScript, the privacy-enhanced player
 * page) or a group of videos (opens the group's list), in the list cards'
 * frame. Its title is its only link, stretched over the tile.
 */
export function VideoTile(props: VideoTileProps) {
  const { title, thumb, thumbOptimize, kind, href, labels, onPlay } = props;
  const isGroup = kind === 'group';
  return (
    <article className={cardStyles.card} data-kind={kind}>
      <div className={cardStyles.body}>
        <h3 className={cardStyles.title}>
          <a
            className={cardStyles.link}
            href={href}
            onClick={onPlay}
            aria-haspopup={onPlay ? 'dialog' : undefined}
          >
            {title}
            <span className="visually-hidden"> ({isGroup ? labels.group : labels.play})</span>
          </a>
        </h3>
      </div>
      {/* Without a thumbnail of its own, the icon stands above the title (no stock picture). */}
      <div className={thumb ? styles.media : styles.bare}>
        <CardPhoto src={thumb} optimize={thumbOptimize} />
        <span className={isGroup ? styles.groupBadge : styles.play} aria-hidden="true">
          {isGroup ? labels.group : '▶'}
        </span>
      </div>
    </article>
  );
}
