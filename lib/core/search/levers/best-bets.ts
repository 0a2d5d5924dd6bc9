import type { Locale } from '@/i18n/routing';

/** One best bet: the searches that put a page first, and that page. */
export interface BestBetEntry {
  /** what readers type, in either language; case, Azerbaijani letters and endings do not matter */
  queries: readonly string[];
  /** the page, without language prefix (the English page gets /en): '/qerarlarin-izlenilmesi' */
  path: string;
  /** the page's title in each language, shown above the results */
  title: Readonly<Record<Locale, string>>;
}

/**
 * Best bets: the editors' lever for searches that mean one page (docs/search.md,
 * "Best bets"). A search whose words are one of `queries` (the whole search,
 * not a part of it) shows the page first, above the results, on both pages
 * and in both source modes.
 */
export const BEST_BETS: readonly BestBetEntry[] = [
  {
    queries: ['hesabat', 'fəaliyyət hesabatı', 'illik hesabat', 'activity report', 'annual report'],
    path: '/filter?type=fealiyyet-hesabati',
    title: { az: 'Fəaliyyət hesabatları', en: 'Activity reports' },
  },
  {
    queries: ['tövsiyə', 'qərarların icrası', 'qərarların izlənilməsi', 'recommendation'],
    path: '/qerarlarin-izlenilmesi',
    title: { az: 'Qərarların izlənilməsi', en: 'Follow-up of recommendations' },
  },
  {
    queries: ['müraciət', 'şikayət', 'request', 'appeal', 'complaint'],
    path: '/sorgu-ve-muracietler',
    title: { az: 'Sorğu və müraciətlər', en: 'Requests and appeals' },
  },
  {
    queries: ['audit təklifi', 'audit proposal'],
    path: '/sorgu-ve-muracietler?nov=5',
    title: { az: 'Audit təklifi', en: 'Audit proposal' },
  },
  {
    queries: ['vakansiya', 'iş elanı', 'vacancy', 'job', 'career'],
    path: '/dovlet-qullugu',
    title: { az: 'Dövlət qulluğu', en: 'Civil service' },
  },
  {
    queries: ['açıq məlumat', 'open data', 'dataset'],
    path: '/aciq-melumatlar',
    title: { az: 'Açıq məlumatlar', en: 'Open data' },
  },
  {
    queries: ['api'],
    path: '/tertibatcilar',
    title: { az: 'Tərtibatçılar üçün API', en: 'API for developers' },
  },
];
