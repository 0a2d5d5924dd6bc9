import cardStyles from '@/components/cards/Card.module.css';
import { Emblem } from '@/components/header/Logo';

/**
 * The picture area of a card (the list cards' frame): the photo, decorative
 * since the title follows, or the emblem on the placeholder.
 */
export function CardPhoto({ src, className }: { src: string | null; className?: string }) {
  return (
    <div className={[cardStyles.media, className].filter(Boolean).join(' ')}>
      {src ? (
        // Plain img: photos come from any configured host (IMAGE_BASE_URL, the upstream).
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={cardStyles.photo}
          src={src}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={cardStyles.placeholder}>
          <Emblem size={72} />
        </div>
      )}
    </div>
  );
}
