import { Fragment, type ReactNode } from 'react';
import Link from 'next/link';
import type { FooterLink, SiteFooterProps } from '@/lib/core/site/footer-types';
import { socialLinks } from '@/lib/core/site/social';
import { OfficeAddress } from '@/components/contacts/OfficeAddress';
import { StaticPart } from '@/components/shell/StaticPart.client';
import { MapEmbed } from './MapEmbed.client';
import styles from './SiteFooter.module.css';

export type { SiteFooterProps };

function LinkColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <StaticPart as="nav" staticPart={id} className={styles.column} aria-labelledby={id}>
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
    </StaticPart>
  );
}

/** The site footer of docs/contract.md §2 (the frame of every page): about and media links, office contacts with the map, site map and accessibility statement, copyright. */
export function SiteFooter({
  labels,
  aboutLinks,
  mediaLinks,
  offices,
  sitemapHref,
  accessibilityHref,
  pageLinks = [],
  social = {},
  children,
}: SiteFooterProps & { children?: ReactNode }) {
  const accounts = socialLinks(social);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <LinkColumn id="footer-about" title={labels.about} links={aboutLinks} />
        <LinkColumn id="footer-media" title={labels.media} links={mediaLinks} />
        <section className={styles.column} aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {labels.contacts}
          </h2>
          {offices.map((office, i) => (
            <Fragment key={office.name}>
              <OfficeAddress
                office={office}
                labels={labels}
                classes={{ office: styles.office, name: styles.officeName, label: styles.label }}
                staticPart={`footer-office-${i}`}
              />
              {/* The map shows the first (Baku) office: right under its address. */}
              {i === 0 ? <MapEmbed labels={labels.map} /> : null}
            </Fragment>
          ))}
        </section>
      </div>
      <div className={styles.bottom}>
        <StaticPart as="ul" staticPart="footer-links" className={styles.bottomLinks}>
          <li>
            <Link href={sitemapHref}>{labels.sitemap}</Link>
          </li>
          <li>
            <Link href={accessibilityHref}>{labels.accessibility}</Link>
          </li>
          {pageLinks.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{l.label}</Link>
            </li>
          ))}
        </StaticPart>
        {accounts.length > 0 ? (
          <StaticPart
            as="ul"
            staticPart="footer-social"
            className={styles.social}
            aria-label={labels.social}
          >
            {accounts.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                  <span className="visually-hidden"> {labels.external}</span>
                </a>
              </li>
            ))}
          </StaticPart>
        ) : null}
        {/* Controls of the whole site (the theme form). */}
        {children}
        <p className={styles.copyright}>{labels.copyright}</p>
      </div>
    </footer>
  );
}
