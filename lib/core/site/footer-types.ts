/** What the footer shows (components/footer/SiteFooter), worded by lib/core/site/footer. */
import type { SocialAccounts } from './social';

export type FooterMapLabels = { show: string; title: string; notice: string; open: string };

export type FooterLink = { href: string; label: string };

/** One office's contacts, as the caller words them in the page's language. */
export type FooterOffice = { name: string; address: string; phone: string; email: string };

type SiteFooterLabels = {
  about: string;
  media: string;
  contacts: string;
  baku: string;
  nakhchivan: string;
  phone: string;
  email: string;
  sitemap: string;
  /** the accessibility statement's link */
  accessibility: string;
  map: FooterMapLabels;
  copyright: string;
  /** name of the social links' list */
  social: string;
  /** hint read after a link that opens a new tab */
  external: string;
};

export type SiteFooterProps = {
  labels: SiteFooterLabels;
  aboutLinks: FooterLink[];
  mediaLinks: FooterLink[];
  offices: FooterOffice[];
  sitemapHref: string;
  /** Links shown beside the sitemap's (the page feedback summary). */
  pageLinks?: FooterLink[];
  accessibilityHref: string;
  /** The institution's accounts (lib/core/site/config.ts); the set ones are shown here below 768 px,
   * where the compact header leaves them out. */
  social?: SocialAccounts;
};
