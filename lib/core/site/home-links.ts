/**
 * The logos of the home page: international partners and the useful links. Logos are small files of the site itself (public/img/partners,
 * public/img/links), so the page makes no third-party request; names are in
 * messages/home.* under HomePage.partner and HomePage.link.
 */
export const PARTNERS = [
  { key: 'intosai', href: 'https://www.intosai.org/' },
  { key: 'eurosai', href: 'https://www.eurosai.org/' },
  { key: 'asosai', href: 'https://www.asosai.org/' },
  { key: 'idi', href: 'https://www.idi.no/' },
] as const;

/** docs/contract.md §2: seven logos (the spec's carousel, all shown at once: docs/design.md, "Home page"). */
export const EXTERNAL_LINKS = [
  { key: 'president', href: 'https://president.az/' },
  { key: 'meclis', href: 'https://meclis.gov.az/' },
  { key: 'cabmin', href: 'https://cabmin.gov.az/' },
  { key: 'egov', href: 'https://www.e-gov.az/' },
  { key: 'maliyye', href: 'https://www.maliyye.gov.az/' },
  { key: 'eqanun', href: 'https://e-qanun.az/' },
  { key: 'azerbaijan', href: 'https://www.azerbaijan.az/' },
] as const;

/** The path of a logo file under public/img. */
export const logoPath = (folder: 'partners' | 'links', key: string) => `/img/${folder}/${key}.svg`;
