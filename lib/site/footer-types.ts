/** What the footer shows (components/footer/SiteFooter), worded by lib/site/footer. */

export type FooterMapLabels = { show: string; title: string; notice: string; open: string };

export type FooterLink = { href: string; label: string };

/** One office's contacts, as the caller words them in the page's language. */
export type FooterOffice = { name: string; address: string; phone: string; email: string };

export type SiteFooterLabels = {
  about: string;
  media: string;
  contacts: string;
  baku: string;
  nakhchivan: string;
  phone: string;
  email: string;
  sitemap: string;
  map: FooterMapLabels;
  copyright: string;
};

export type SiteFooterProps = {
  labels: SiteFooterLabels;
  aboutLinks: FooterLink[];
  mediaLinks: FooterLink[];
  offices: FooterOffice[];
  sitemapHref: string;
};
