/**
 * The request header in which the proxy hands the address of the page being
 * rendered (path with its language prefix, and query) to the render: a layout
 * gets no URL of its own. The print foot writes its path as the page's address
 * (lib/features/seo/page-address.ts); the "Is this page useful?" form reads its path and
 * outcome (lib/features/page-feedback/outcome.ts). The proxy always overwrites it, so a
 * client cannot choose it.
 */
export const PAGE_URL_HEADER = 'x-site-page-url';
