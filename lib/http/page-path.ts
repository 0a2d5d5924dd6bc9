/**
 * The request header in which the proxy hands a page's public path (language
 * prefix included, no query) to the render. The proxy always overwrites it, so
 * a client cannot choose what a page prints as its address.
 */
export const PAGE_PATH_HEADER = 'x-page-path';
