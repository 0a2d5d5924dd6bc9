import { byKey } from '@/lib/core/contract/keys';
import { ITEM_ROUTES } from '@/lib/core/contract/kinds';

/** The list of a content kind (xeberler, ...): its route is /{list}. */
type ListKey = (typeof ITEM_ROUTES)[keyof typeof ITEM_ROUTES]['list'];

/** The list routes, generic in the lists so that each route is typed by its list ('/xeberler'). */
const listRoutes = <L extends ListKey>(lists: readonly L[]) =>
  byKey<L, { [K in L]: `/${K}` }>(lists, (list) => `/${list}`);

/**
 * Every fixed route of docs/contract.md §2 (paths without language prefix), keyed by the
 * name of its title in messages (Routes.<key>): first the content kinds' lists, one for each
 * row of ITEM_ROUTES (/xeberler, ...), then the others. Item routes (xeber/{id}, ...)
 * and static pages (page/{short_title}) are listed in ITEM_ROUTES and
 * STATIC_PAGES.
 */
export const ROUTES = {
  ...listRoutes(Object.values(ITEM_ROUTES).map((row) => row.list)),
  budceXulasesi: '/budce-xulasesi',
  hesabatXulasesi: '/hesabat-xulasesi',
  qanunlar: '/qanunlar',
  fermanVeSerencamlar: '/ferman-ve-serencamlar',
  nkQerarlari: '/nk-nin-qerarlari-ve-serencamlari',
  metodikiSenedler: '/metodiki-senedler',
  milliMeclisQerarlari: '/milli-meclisin-qerarlari',
  huquqiAktlar: '/huquqi-aktlar',
  videolar: '/videolar',
  dovletQullugu: '/dovlet-qullugu',
  sorguVeMuracietler: '/sorgu-ve-muracietler',
  haydarAliyev: '/haydar-aliyev-100-il',
  infoqrafikler: '/infoqrafikler',
  qerarlarinIzlenilmesi: '/qerarlarin-izlenilmesi',
  sorgu: '/sorgu',
  filter: '/filter',
  search: '/search',
  elcatanliq: '/elcatanliq',
  tertibatcilar: '/tertibatcilar',
  aciqMelumatlar: '/aciq-melumatlar',
} as const;

export type RouteKey = keyof typeof ROUTES;

/**
 * The page feedback's public summary (both languages: /sehife-reyleri,
 * /en/sehife-reyleri; docs/page-feedback.md). The site's own page, not a route
 * of the contract: not in ROUTES, nor in the sitemap.
 */
export const SUMMARY_PATH = '/sehife-reyleri';

/**
 * The translation report (both languages: /tercumeler, /en/tercumeler; docs/languages.md),
 * linked from the open-data catalogue. The site's own page, as the feedback summary.
 */
export const TRANSLATIONS_PATH = '/tercumeler';

/**
 * "Requests in figures" (both languages; docs/requests.md) and its downloads
 * (`${FIGURES_PATH}/data.csv`): the site's own page, linked from the catalogue and the request form.
 */
export const FIGURES_PATH = '/muracietler-reqemlerle';

/** Item routes: the content kinds' table (lib/core/contract/kinds.ts), where a kind is added. */
export { ITEM_ROUTES, type ItemKind } from '@/lib/core/contract/kinds';

/** The static pages docs/contract.md §2 names (page/{short_title}). */
export const STATIC_PAGES = [
  'haqqimizda',
  'sedr',
  'kollegiya',
  'struktur',
  'sabiq-sedrler',
  'tez-tez-verilen-suallar',
  'saytin-xeritesi',
  'lima',
  'strategiya',
  'konstitusiya-ve-suverenlik-ili',
] as const;

/** The short title of the page whose content /haydar-aliyev-100-il shows. */
export const HAYDAR_ALIYEV_PAGE = 'haydar-aliyev-100-il';

/** The project category of the header's climate banner (docs/contract.md §9). */
export const CLIMATE_CATEGORY = 11;
