import { getTranslations } from 'next-intl/server';
import styles from './Home.module.css';

interface Props {
  href: string;
  /** The organisation's emblem on this site (logoPath()); it carries no text. */
  src: string;
  /** The organisation's full name in the page's language: the tile's text and the link's name. */
  name: string;
}

/**
 * An external organisation as a tile: its emblem and its full name as text in
 * the page's language (never a name drawn into the picture), linking to its
 * site in a new tab and saying so to screen readers.
 */
export async function LogoLink({ href, src, name }: Props) {
  const menu = await getTranslations('Menu');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.logo}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG of the site */}
      <img src={src} alt="" width={56} height={56} loading="lazy" className={styles.logoMark} />
      <span className={styles.logoName}>{name}</span>
      <span className="visually-hidden"> {menu('external')}</span>
    </a>
  );
}
