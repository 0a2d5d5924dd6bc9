import { Photo, PHOTO_SIZES } from '@/components/media/Photo';
import cardStyles from './Card.module.css';

/**
 * The picture area of a card (the list cards' frame): the photo, decorative
 * since the title follows, through the image optimizer at the card's width;
 * lazy unless `priority`. An item without a photo of its own has no picture
 * area at all (issue 37: no stock thumbnail); the card is its text.
 */
export function CardPhoto({
  src,
  alt = '',
  className,
  optimize,
  priority = false,
  sizes = PHOTO_SIZES.card,
}: {
  src: string | null;
  /** '' by default: the title follows. */
  alt?: string;
  className?: string;
  /** See Photo: by default only the site's own files go through the optimizer. */
  optimize?: boolean;
  /** The first card of the page. */
  priority?: boolean;
  /** The slot's widths (PHOTO_SIZES); a list card's by default. */
  sizes?: string;
}) {
  if (!src) return null;
  return (
    <div className={[cardStyles.media, className].filter(Boolean).join(' ')}>
      <Photo
        className={cardStyles.photo}
        src={src}
        alt={alt}
        width={800}
        height={450}
        sizes={sizes}
        optimize={optimize}
        priority={priority}
      />
    </div>
  );
}
