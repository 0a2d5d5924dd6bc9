import { NETWORKS } from '@/lib/features/preview/checks';
import styles from './Preview.module.css';

interface Card {
  title: string;
  description: string;
  /** The image address, or '' when there is none (or it may not be shown). */
  image: string;
  host: string;
}

const cut = (text: string, chars: number) =>
  [...text].length > chars ? `${[...text].slice(0, chars - 1).join('')}…` : text;

/**
 * The card of each network: its image cropped to the network's ratio (CSS
 * aspect-ratio and object-fit, no script), the host, the title as long as the
 * network shows it, and the description.
 */
export function PreviewCards({ card, noImage }: { card: Card; noImage: string }) {
  return (
    <ul className={styles.cards}>
      {NETWORKS.map((n) => (
        <li key={n.id} className={`${styles.card} ${styles[n.id]}`} data-network={n.id}>
          <h3 className={styles.network}>{n.name}</h3>
          <div className={styles.frame} data-ratio={n.ratio}>
            {card.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a preview shows the very file networks fetch
              <img src={card.image} alt="" className={styles.image} />
            ) : (
              <span className={styles.noImage}>{noImage}</span>
            )}
          </div>
          <div className={styles.text}>
            <p className={styles.host}>{card.host}</p>
            <p className={styles.title}>{cut(card.title, n.titleChars)}</p>
            <p className={styles.description}>{card.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
