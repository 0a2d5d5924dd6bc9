import { Emblem } from '@/components/header/Logo';
import { Photo, PHOTO_SIZES } from '@/components/media/Photo';
import cardStyles from './Card.module.css';

/**
 * The picture area of a card (the list cards' frame): the photo, decorative
 * since the title follows, or the emblem on the placeholder. The photo goes
 * through the image optimizer at the card's width; lazy unless `priority`.
 */
export function CardPhoto({
  src,
  alt = '',
  className,
  optimize,
  priority = false,
}: {
  src: string | null;
  /** '' by default: the title follows. */
  alt?: string;
  className?: string;
  /** See Photo: by default only the site's own files go through the optimizer. */
  optimize?: boolean;
  /** The first card of the page. */
  priority?: boolean;
}) {
  return (
    <div className={[cardStyles.media, className].filter(Boolean).join(' ')}>
      {src ? (
        <Photo
          className={cardStyles.photo}
          src={src}
          alt={alt}
          width={800}
          height={450}
          sizes={PHOTO_SIZES.card}
          optimize={optimize}
          priority={priority}
        />
      ) : (
        <div className={cardStyles.placeholder} data-placeholder="">
          <Emblem size={72} />
        </div>
      )}
    </div>
  );
}
