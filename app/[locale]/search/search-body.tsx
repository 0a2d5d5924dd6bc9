import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ChipList, type Chip } from '@/components/filter/ChipList';
import { Pager } from '@/components/pager/Pager';
import { BestBets } from '@/components/search/BestBets';
import { SearchResults, type GroupView } from '@/components/search/SearchResults';
import type { Locale } from '@/i18n/routing';
import type { SearchPageData } from '@/lib/core/content/search';
import type { GroupTotal } from '@/lib/core/contract/entities';
import {
  perGroup,
  SEARCH_GROUP_LIMIT,
  SEARCH_GROUPS,
  type SearchGroup,
} from '@/lib/core/contract/search-groups';
import { searchGroupKind } from '@/lib/core/contract/kinds';
import { foundNothing } from '@/lib/core/search/found';
import { bestFirst, groupOrder } from '@/lib/features/search/group-order';
import { searchHref, type SearchScope } from '@/lib/core/site/search-query';
import styles from '@/components/search/Search.module.css';

/**
 * How many hits of each kind the "All" view shows when it shows more than one kind: the best
 * few, then a link to all of the kind's hits (docs/home-and-search.md, "Keyword search").
 */
const ALL_VIEW_HITS = 3;

interface Props {
  locale: Locale;
  /** The words as typed. */
  query: string;
  scope: SearchScope;
  data: SearchPageData;
}

/**
 * What /search shows under its form for a keyword (docs/home-and-search.md,
 * "Keyword search"): "Showing results for …" when the suggestion's results
 * stand in for the typed words', the editors' best bets, "nothing found" or
 * "Did you mean …?", then the total, the types to narrow to, the groups (in
 * "All", the best few hits of each kind with a link to all of them), and a
 * chosen type's pages. Every control is a plain link.
 */
export async function SearchBody({ locale, query, scope, data }: Props) {
  const t = await getTranslations('SearchPage');
  const routes = await getTranslations('Routes');
  const pager = await getTranslations('Pager');
  const { results, totals, shown, corrected, suggestion, bets } = data;
  const found = !foundNothing({ ...results, totals });
  // The links keep the typed words (a corrected page stays corrected) and `exact`.
  const href = (to: { type?: SearchGroup; page?: number }) =>
    searchHref(locale, query, { ...to, exact: scope.exact });
  const label = (group: SearchGroup) => t(`groups.${group}`);
  const count = (total: GroupTotal) =>
    t(total.capped ? 'countMore' : 'count', { count: total.count });
  const chipCount = (total: GroupTotal) =>
    t(total.capped ? 'chipMore' : 'chipCount', { count: total.count });
  const sum = SEARCH_GROUPS.reduce((n, group) => n + totals[group].count, 0);
  const capped = SEARCH_GROUPS.find((group) => totals[group].capped);

  const chips: Chip[] = [
    {
      key: 'all',
      label: (
        <>
          {t('all')}{' '}
          <span className={styles.chipCount}>{chipCount({ count: sum, capped: !!capped })}</span>
        </>
      ),
      href: href({}),
      current: scope.type ? undefined : 'page',
    },
    ...SEARCH_GROUPS.filter((group) => totals[group].count > 0 || group === scope.type).map(
      (group): Chip => ({
        key: group,
        label: (
          <>
            {label(group)} <span className={styles.chipCount}>{chipCount(totals[group])}</span>
          </>
        ),
        // The chosen type's chip clears it, as the archive filter's do.
        href: href(group === scope.type ? {} : { type: group }),
        current: group === scope.type ? 'true' : undefined,
      }),
    ),
  ];

  const offset = (scope.page - 1) * SEARCH_GROUP_LIMIT;
  // "All" over several kinds shows the best few of each; one kind alone, its first page.
  const kinds = SEARCH_GROUPS.filter((group) => results[group].length > 0).length;
  const limit = scope.type || kinds < 2 ? undefined : ALL_VIEW_HITS;
  // "All" orders by the best match: a near-exact title first, whatever its kind (docs/search.md).
  const typed = { query: shown, lang: locale };
  const listed = scope.type
    ? results
    : {
        ...results,
        ...perGroup((g) => bestFirst(results[g], typed)),
        dercler: bestFirst(results.dercler, typed),
      };
  const groups: GroupView[] = (scope.type ? [scope.type] : groupOrder(results, typed)).map(
    (group) => {
      const total = totals[group];
      const hits = Math.min(results[group].length, limit ?? Infinity);
      const kind = searchGroupKind(group);
      const view = {
        group,
        heading: label(group),
        type: kind ? routes(kind) : t('recordType'),
        limit,
      };
      if (scope.type) {
        const range = { from: offset + 1, to: offset + hits, count: total.count };
        return { ...view, count: t(total.capped ? 'rangeMore' : 'range', range) };
      }
      const more =
        total.count > hits || total.capped
          ? {
              href: href({ type: group }),
              text: t(total.capped ? 'allResultsMore' : 'allResults', {
                group: label(group),
                count: total.count,
              }),
            }
          : undefined;
      return { ...view, count: count(total), more };
    },
  );

  const summary = t(capped ? 'summaryMore' : 'summary', {
    query: shown,
    count: capped ? totals[capped].count : sum,
  });
  return (
    <>
      {corrected && (
        <>
          <p role="status" className={styles.note}>
            {t('corrected', { typed: query, shown })}
          </p>
          <p className={styles.note}>
            {t.rich('searchInstead', {
              typed: query,
              link: (text) => (
                <Link href={searchHref(locale, query, { type: scope.type, exact: true })}>
                  {text}
                </Link>
              ),
            })}
          </p>
        </>
      )}
      <BestBets bets={bets} heading={t('bets')} />
      {!found && bets.length === 0 && (
        <p role="status" className={styles.message}>
          {t('nothing')}
        </p>
      )}
      {suggestion && (
        <p className={styles.message}>
          {t.rich('didYouMean', {
            suggestion,
            link: (text) => (
              <a href={searchHref(locale, suggestion, { type: scope.type })}>{text}</a>
            ),
          })}
        </p>
      )}
      {found && results.partial && (
        <p role="status" className={styles.note}>
          {t('partial')}
        </p>
      )}
      {found && (
        <>
          <p role={corrected || results.partial ? undefined : 'status'} className={styles.summary}>
            {summary}
          </p>
          <nav aria-label={t('types')} className={styles.types}>
            <ChipList chips={chips} />
          </nav>
          {scope.type && results[scope.type].length === 0 && (
            <p className={styles.message}>{t('groupEmpty')}</p>
          )}
          <SearchResults results={listed} query={shown} locale={locale} groups={groups} />
          {scope.type && (
            <Pager
              label={t('pagination')}
              current={scope.page}
              count={Math.ceil(totals[scope.type].count / SEARCH_GROUP_LIMIT)}
              href={(page) => href({ type: scope.type, page })}
              texts={{
                previous: pager('previous'),
                next: pager('next'),
                page: (page) => pager('page', { page }),
              }}
            />
          )}
        </>
      )}
    </>
  );
}
