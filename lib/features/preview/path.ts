/**
 * The link-preview check for editors. Deliberately not in ROUTES: it is
 * linked from nowhere, left out of the sitemap, and marked noindex.
 */
export const PREVIEW_PATH = '/paylasim-yoxlamasi';
