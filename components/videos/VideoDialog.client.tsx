'use client';

import { useEffect, useId, useRef } from 'react';
import { embedUrl } from '@/lib/core/format/media/video-embed';
import styles from './VideoDialog.module.css';

export interface PlayingVideo {
  id: string;
  title: string;
}

interface Props {
  video: PlayingVideo | null;
  labels: { player: string; close: string; privacy: string };
  onClose: () => void;
}

/**
 * The popup player: a modal dialog whose privacy-enhanced player frame exists
 * only while a video is open, so nothing is requested from the video service
 * before a click and closing empties it. The caller returns focus.
 */
export function VideoDialog({ video, labels, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (video && !dialog.open) dialog.showModal();
    else if (!video && dialog.open) dialog.close();
  }, [video]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {video && (
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {video.title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} autoFocus>
              {labels.close}
            </button>
          </div>
          <div className={styles.frame}>
            <iframe
              src={embedUrl(video.id)}
              title={`${labels.player}: ${video.title}`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
          <p className={styles.note}>{labels.privacy}</p>
        </div>
      )}
    </dialog>
  );
}
