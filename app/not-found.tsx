/**
 * The root segment's 404 boundary: the same one-element reload as the language segment's. Without
 * it Next serializes its own default 404 page (1.1 KB of markup and inline styles) into every
 * page's RSC payload, though the site never shows it (app/global-not-found.tsx answers every
 * address it cannot serve).
 */
export { default } from './[locale]/not-found';
