/** One entry of the main navigation, already localized and resolved by the caller. */
export interface MenuItem {
  /** Unique and stable, e.g. 'nav-3' or 'link-17'. */
  id: string;
  label: string;
  /** Absent on top-level groups; internal hrefs carry the language prefix, external ones are absolute. */
  href?: string;
  /** True for absolute external links: they open in a new tab. */
  external?: boolean;
  /** Nested to any depth. */
  children: MenuItem[];
}
