import { createTranslator } from 'next-intl';
// eslint-disable-next-line no-restricted-syntax -- given to createTranslator below
import az from '@/messages/core.az.json';
// eslint-disable-next-line no-restricted-syntax -- given to createTranslator below
import en from '@/messages/core.en.json';

/**
 * The longest request target (path and query string, bytes as sent) the site
 * and the shipped nginx accept; past it both answer 414 with the page below
 * (docs/topology.md, "Long addresses"). No address of the site comes near it:
 * the filter page with every group chosen and a long search is under 1 KB.
 */
export const MAX_TARGET_BYTES = 4096;

const encoder = new TextEncoder();

/** Whether a request target (raw path plus `?query`, as sent) is over MAX_TARGET_BYTES. */
export function targetTooLong(rawPath: string, search: string): boolean {
  return encoder.encode(rawPath).length + encoder.encode(search).length > MAX_TARGET_BYTES;
}

export type TooLongLocale = 'az' | 'en';

/**
 * The refusals an edge page says: an address too long (414), too many renders asked for
 * (429), no instance that answers (the edge's own 502, 503 and 504).
 */
export type EdgeRefusal = 'tooLong' | 'busy' | 'unavailable';

const texts = (locale: TooLongLocale, refusal: EdgeRefusal = 'tooLong') => {
  const t = createTranslator({ locale, messages: locale === 'en' ? en : az, onError: () => {} });
  return {
    site: t('Metadata.siteName'),
    title: t(`Errors.${refusal}Title`),
    text: t(`Errors.${refusal}Text`),
    home: t('Errors.home'),
    search: t('Errors.search'),
  };
};

/** The refusal's message in the API's JSON reply (the API's default language). */
export const tooLongMessage = (locale: TooLongLocale = 'az') => texts(locale).title;

/** A refusal's title, as the API's JSON message says it. */
export const refusalTitle = (locale: TooLongLocale, refusal: EdgeRefusal) =>
  texts(locale, refusal).title;

/** The page's only style: kept apart so that the edge can allow it by its hash. */
export const TOO_LONG_STYLE =
  'body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1d2733;background:#f6f8fa}' +
  'header{background:#0b3d6e;padding:1rem 1.5rem;font-weight:600}header a{color:#fff}' +
  'main{max-width:40rem;margin:0 auto;padding:2rem 1.5rem}' +
  'h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}a{color:#0b5cad}' +
  'a:focus-visible{outline:3px solid #0b3d6e;outline-offset:2px}li{margin:.5rem 0}';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The 414 page in the address's language: the site's name, what happened, a
 * way home and to the search. It never repeats the address. `nonce` is the
 * response's CSP nonce (the site); without one (the edge's static copy) the
 * style is allowed by its hash.
 */
export function tooLongDocument(locale: TooLongLocale, nonce?: string): string {
  return refusalDocument(locale, 'tooLong', nonce);
}

/** An edge refusal's page (the 414 above; the edge's 429), in one shape and style. */
export function refusalDocument(
  locale: TooLongLocale,
  refusal: EdgeRefusal,
  nonce?: string,
): string {
  const t = texts(locale, refusal);
  return messageDocument(locale, { title: t.title, text: t.text }, nonce);
}

/**
 * A short page of the site outside its layout (a refusal the edge or a form
 * answers): the site's name, a heading, a text, and links back to the page
 * (`back`, a local path checked by the caller, with its label), home and to
 * the search. One style, allowed by `nonce` or by its hash (edgeStyleHash);
 * none with `nonce` null, for a response whose policy allows no style (the
 * API's: lib/core/forms/form-refusal.ts).
 */
export function messageDocument(
  locale: TooLongLocale,
  page: { title: string; text: string; back?: { path: string; label: string } },
  nonce?: string | null,
): string {
  const t = texts(locale);
  const prefix = locale === 'en' ? '/en' : '';
  const nonceAttr = nonce ? ` nonce="${escape(nonce)}"` : '';
  const back = page.back
    ? `<li><a href="${escape(page.back.path)}">${escape(page.back.label)}</a></li>`
    : '';
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escape(page.title)} | ${escape(t.site)}</title>` +
    (nonce === null ? '' : `<style${nonceAttr}>${TOO_LONG_STYLE}</style>`) +
    '</head><body>' +
    `<header><a href="${prefix || '/'}">${escape(t.site)}</a></header>` +
    `<main><h1>${escape(page.title)}</h1><p>${escape(page.text)}</p><ul>${back}` +
    `<li><a href="${prefix || '/'}">${escape(t.home)}</a></li>` +
    `<li><a href="${prefix}/search">${escape(t.search)}</a></li>` +
    '</ul></main></body></html>'
  );
}
