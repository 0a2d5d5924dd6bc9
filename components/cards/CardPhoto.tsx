import { Emblem } from '@/components/header/Logo';
import cardStyles from './Card.module.css';

/**
 * The picture area of a card (the list cards' frame): the photo, decorative
 * since the title follows, or the emblem on the placeholder.
 */
export function CardPhoto({
  src,
  alt = '',
  className,
}: {
  src: string | null;
  /** '' by default: the title follows. */
  alt?: string;
  className?: string;
}) {
  return (
    <div className={[cardStyles.media, className].filter(Boolean).join(' ')}>
      {src ? (
        // Plain img: photos come from any configured host (IMAGE_BASE_URL, the upstream).
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={cardStyles.photo}
          src={src}
          alt={alt}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={cardStyles.placeholder} data-placeholder="">
          <Emblem size={72} />
        </div>
      )}
    </div>
  );
}
