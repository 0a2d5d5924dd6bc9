import { getTranslations } from 'next-intl/server';
import styles from './Home.module.css';

interface Props {
  href: string;
  /** The logo file on this site (logoPath()). */
  src: string;
  /** The organisation's name: the logo's alt text and so the link's name. */
  name: string;
}

/** An external organisation's logo linking to its site in a new tab, saying so to screen readers. */
export async function LogoLink({ href, src, name }: Props) {
  const menu = await getTranslations('Menu');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.logo}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG of the site */}
      <img src={src} alt={name} width={240} height={96} loading="lazy" />
      <span className="visually-hidden">{menu('external')}</span>
    </a>
  );
}
