import fc from 'fast-check';

/** Pieces a crafted "back to the page" address is made of: separators, dot segments, encodings, look-alikes. */
const PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%5c',
  '%09',
  '\t',
  '\n',
  '\r',
  ' ',
  '@',
  ':',
  '?',
  '#',
  '&',
  '=',
  'evil.example',
  'en',
  'xeberler',
  'http:',
  'https:',
  'javascript:',
  '\u2215',
  '\u2044',
  '\uff0f',
  '\uff3c',
  '\u0000',
  'ə',
  '%',
];

/** Generated addresses starting with `/` (what a form's "back" field holds), for localPath's property tests. */
export const craftedPath = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 })
  .map((parts) => `/${parts.join('')}`);

/** Where a resolved address leads (an empty query or fragment, `/?` or `/#`, leads where none does). */
export const destination = (url: URL) => `${url.origin}${url.pathname}${url.search}${url.hash}`;
