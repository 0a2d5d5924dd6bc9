import Link from 'next/link';
import type {
  FooterLink,
  FooterOffice,
  SiteFooterLabels,
  SiteFooterProps,
} from '@/lib/site/footer-types';
import { MapEmbed } from './MapEmbed.client';
import styles from './SiteFooter.module.css';

export type { FooterOffice, SiteFooterLabels, SiteFooterProps };

// '+994 (12) 493-83-41' dials as '+994124938341'.
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={`${link.href} ${link.label}`}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer of docs/contract.md §2 (the frame of every page): about and media links, office contacts, map, sitemap, copyright. */
export function SiteFooter({
  labels,
  aboutLinks,
  mediaLinks,
  offices,
  sitemapHref,
  social = [],
}: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <LinkColumn id="footer-about" title={labels.about} links={aboutLinks} />
        <LinkColumn id="footer-media" title={labels.media} links={mediaLinks} />
        <section className={styles.column} aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {labels.contacts}
          </h2>
          {offices.map((office) => (
            <address key={office.name} className={styles.office}>
              <span className={styles.officeName}>{office.name}</span>
              <span>{office.address}</span>
              <span>
                <span className={styles.label}>{labels.phone}</span>{' '}
                <a href={telHref(office.phone)}>{office.phone}</a>
              </span>
              <span>
                <span className={styles.label}>{labels.email}</span>{' '}
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </span>
            </address>
          ))}
        </section>
        <div className={styles.column}>
          <MapEmbed labels={labels.map} />
        </div>
      </div>
      <div className={styles.bottom}>
        <Link href={sitemapHref}>{labels.sitemap}</Link>
        {social.length > 0 ? (
          <ul className={styles.social} aria-label={labels.social}>
            {social.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                  <span className="visually-hidden"> {labels.external}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.copyright}>{labels.copyright}</p>
      </div>
    </footer>
  );
}
