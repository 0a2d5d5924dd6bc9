import type { Locale } from '@/i18n/routing';
import { stripLocale } from '@/i18n/paths';
import { entriesOf } from '@/lib/core/contract/keys';
import { ITEM_ROUTES, ROUTES, type RouteKey } from '@/lib/core/site/routes';

/**
 * The kinds of page the summary counts answers by, in its order. Stored with each answer
 * (page_feedback.kind): append, never rename (a stored kind not listed drops from the summary).
 */
export const PAGE_KINDS = [
  'home',
  'item',
  'record',
  'static',
  'list',
  'documents',
  'search',
  'filter',
  'tracker',
  'recommendation',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The fixed routes' kinds; every publication kind's list (ITEM_ROUTES) is a list too. */
const FIXED: Partial<Record<RouteKey, PageKind>> = {
  videolar: 'list',
  budceXulasesi: 'documents',
  hesabatXulasesi: 'documents',
  qanunlar: 'documents',
  fermanVeSerencamlar: 'documents',
  nkQerarlari: 'documents',
  metodikiSenedler: 'documents',
  milliMeclisQerarlari: 'documents',
  huquqiAktlar: 'documents',
  infoqrafikler: 'documents',
  dovletQullugu: 'static',
  haydarAliyev: 'static',
  tertibatcilar: 'static',
  aciqMelumatlar: 'static',
  search: 'search',
  filter: 'filter',
  qerarlarinIzlenilmesi: 'tracker',
  // The forms (sorgu, sorgu-ve-muracietler) ask for no feedback: they are not content.
};

const LISTS = new Set<RouteKey>(Object.values(ITEM_ROUTES).map((row) => row.list));

const BY_PATH = new Map<string, PageKind>(
  entriesOf(ROUTES).flatMap(([key, path]): Array<[string, PageKind]> => {
    const kind = LISTS.has(key) ? 'list' : FIXED[key];
    return kind ? [[path, kind]] : [];
  }),
);

/** The first segment of a recommendation's page (/qerarlarin-izlenilmesi/5). */
const RECOMMENDATION = ROUTES.qerarlarinIzlenilmesi.slice(1);

/** The longest path a feedback may name (the site's own paths are far shorter). */
export const MAX_PATH = 200;
const SEGMENT = /^[a-z0-9-]{1,80}$/;

export interface FeedbackPage {
  /** the path as given, with language prefix, without query */
  path: string;
  locale: Locale;
  kind: PageKind;
}

/**
 * The content page a path names ('/en/xeber/12' → English item), or null
 * when it is no content page (a form, the alerts' pages, anything else):
 * only those ask "Is this page useful?" and only those are stored.
 */
export function feedbackPage(path: unknown): FeedbackPage | null {
  if (typeof path !== 'string' || path.length > MAX_PATH || !path.startsWith('/')) return null;
  if (path === '/az' || path.startsWith('/az/')) return null;
  const locale: Locale = path === '/en' || path.startsWith('/en/') ? 'en' : 'az';
  const bare = stripLocale(path);
  if (bare === '/') return { path, locale, kind: 'home' };
  const parts = bare.slice(1).split('/');
  if (!parts.every((p) => SEGMENT.test(p))) return null;
  const fixed = parts.length === 1 ? BY_PATH.get(bare) : undefined;
  if (fixed) return { path, locale, kind: fixed };
  if (parts.length !== 2) return null;
  const [first = '', second = ''] = parts;
  if (first === 'page') return { path, locale, kind: 'static' };
  if (!/^\d{1,9}$/.test(second)) return null;
  if (first === RECOMMENDATION) return { path, locale, kind: 'recommendation' };
  return { path, locale, kind: Object.hasOwn(ITEM_ROUTES, first) ? 'item' : 'record' };
}
