/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { Locale } from '@/i18n/routing';
import type { SearchPageData } from '@/lib/core/content/search';
import type { SearchResults } from '@/lib/core/contract/entities';
import { perGroup, type SearchGroup } from '@/lib/core/contract/search-groups';
import { SearchBody } from './search-body';

let locale: Locale = 'az';
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const { loadMessages } = jest.requireActual<typeof import('@/messages')>('@/messages');
  return {
    getTranslations: async (namespace: string) => {
      const messages: Record<string, unknown> = await loadMessages(locale);
      return createTranslator({ locale, messages, namespace });
    },
  };
});

const hit = (id: number, tier = 1) => ({ id, title: `Audit ${id}`, date: '2026-01-02', tier });
const range = (from: number, to: number, tier = 1) =>
  Array.from({ length: to - from + 1 }, (_, i) => hit(from + i, tier));

/** A page's data: the hits each group holds and each group's total. */
function data(
  hits: Partial<Record<SearchGroup, ReturnType<typeof hit>[]>>,
  counts: Partial<Record<SearchGroup, number>>,
  more: Partial<SearchPageData> = {},
): SearchPageData {
  const results: SearchResults = {
    ...perGroup(() => []),
    ...hits,
    dercler: (hits.dercler ?? []).map((h) => ({ ...h, type_short_title: 'audit' })),
  };
  const totals = perGroup((g) => ({
    count: Math.min(counts[g] ?? 0, 1000),
    capped: (counts[g] ?? 0) > 1000,
  }));
  return { results, totals, shown: 'audit', corrected: false, bets: [], missed: false, ...more };
}

async function show(
  query: string,
  page: SearchPageData,
  scope: { type?: SearchGroup; page?: number; exact?: boolean } = {},
  lang: Locale = 'az',
) {
  locale = lang;
  const element = await SearchBody({
    locale: lang,
    query,
    scope: { page: 1, exact: false, ...scope },
    data: page,
  });
  return render(element);
}

const chips = () =>
  within(screen.getByRole('navigation', { name: /növü|Type of result/ }))
    .getAllByRole('link')
    .map((a) => ({
      name: a.textContent,
      href: a.getAttribute('href'),
      current: a.getAttribute('aria-current'),
    }));

describe('the search results page', () => {
  it('says how many hits there are in all and per type, with a chip per type found', async () => {
    await show(
      'audit',
      data({ xeberler: range(1, 20), jurnallar: range(1, 3) }, { xeberler: 48, jurnallar: 3 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('“audit” üzrə 51 nəticə tapıldı');
    expect(chips()).toEqual([
      { name: 'Hamısı 51', href: '/search?query=audit', current: 'page' },
      { name: 'Xəbərlər 48', href: '/search?query=audit&type=xeberler', current: null },
      { name: 'Jurnallar 3', href: '/search?query=audit&type=jurnallar', current: null },
    ]);
    // "All" over several kinds: the best three of each, and a link to all of a kind's hits.
    const news = screen.getByRole('region', { name: 'Xəbərlər' });
    expect(within(news).getByText('48 nəticə')).toBeInTheDocument();
    expect(
      within(news)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('a')?.textContent),
    ).toEqual(['Audit 1', 'Audit 2', 'Audit 3']);
    expect(
      within(news).getByRole('link', { name: 'Xəbərlər üzrə bütün 48 nəticə' }),
    ).toHaveAttribute('href', '/search?query=audit&type=xeberler');
    // A group shown whole has no such link.
    const journals = screen.getByRole('region', { name: 'Jurnallar' });
    expect(
      within(journals)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/jurnal/1', '/jurnal/2', '/jurnal/3']);
  });

  it('shows a kind of four hits by its best three and a link to all four', async () => {
    await show(
      'audit',
      data({ xeberler: range(1, 4), jurnallar: range(1, 1) }, { xeberler: 4, jurnallar: 1 }),
      {},
      'en',
    );
    const news = screen.getByRole('region', { name: 'News' });
    expect(within(news).getAllByRole('listitem')).toHaveLength(3);
    expect(within(news).getByRole('link', { name: 'All 4 results in News' })).toHaveAttribute(
      'href',
      '/en/search?query=audit&type=xeberler',
    );
  });

  it('says "more than 1,000" for a group counted to its cap, in English', async () => {
    await show('audit', data({ xeberler: range(1, 20) }, { xeberler: 5000 }), {}, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('More than 1,000 results for “audit”');
    expect(chips()[1]).toMatchObject({ name: 'News 1,000+' });
    const news = screen.getByRole('region', { name: 'News' });
    expect(within(news).getByText('more than 1,000 results')).toBeInTheDocument();
    // The only kind found: "All" shows its first page, not three of it.
    expect(within(news).getAllByRole('listitem')).toHaveLength(20);
    expect(
      within(news).getByRole('link', { name: 'All results in News (more than 1,000)' }),
    ).toHaveAttribute('href', '/en/search?query=audit&type=xeberler');
  });

  it('shows the groups whose first hit matched in its title first', async () => {
    await show(
      'audit plan',
      data(
        { dercler: range(1, 2, 4), xeberler: range(1, 2, 2) },
        { dercler: 2, xeberler: 2 },
        { shown: 'audit plan' },
      ),
      {},
      'en',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'News',
      'Reports and opinions',
    ]);
  });

  it('shows a near-exact title first in "All", whatever its kind, and its articles', async () => {
    const article = { id: 9, title: 'Fiscal rules', date: '2026-01-02', tier: 4 };
    const others = [
      hit(1, 1),
      { ...hit(2, 1), title: 'Fiscal rules of the budget code explained' },
    ];
    await show(
      'fiscal rules',
      data(
        { dercler: others, meqaleler: [{ ...hit(8, 4), title: 'Other' }, article] },
        { dercler: 2, meqaleler: 2 },
        { shown: 'fiscal rules' },
      ),
      {},
      'en',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Articles',
      'Reports and opinions',
    ]);
    const articles = screen.getByRole('region', { name: 'Articles' });
    expect(within(articles).getAllByRole('link')[0]).toHaveAttribute('href', '/en/meqale/9');
  });

  it.each([
    ['az', 'Sözlərinizin bəziləri üzrə nəticələr'],
    ['en', 'Results for some of your words'],
  ] as const)('says the results are for some of the words (%s)', async (lang, text) => {
    const page = data({ xeberler: range(1, 2) }, { xeberler: 2 });
    await show(
      'audit marathon',
      { ...page, results: { ...page.results, partial: true } },
      {},
      lang,
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(text);
  });

  it('shows one type, which hits of it the page holds, and links to its pages', async () => {
    await show('audit', data({ xeberler: range(21, 40) }, { xeberler: 48, dercler: 5 }), {
      type: 'xeberler',
      page: 2,
    });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
      'search-xeberler',
    ]);
    expect(screen.getByText('21–40, cəmi 48 nəticə')).toBeInTheDocument();
    expect(chips()).toEqual([
      { name: 'Hamısı 53', href: '/search?query=audit', current: null },
      { name: 'Hesabatlar və rəylər 5', href: '/search?query=audit&type=dercler', current: null },
      // The chosen type's chip clears it, as the archive filter's do.
      { name: 'Xəbərlər 48', href: '/search?query=audit', current: 'true' },
    ]);
    const pages = screen.getByRole('navigation', { name: 'Nəticələrin səhifələri' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Əvvəlki səhifə', '/search?query=audit&type=xeberler'],
      ['Səhifə 1', '/search?query=audit&type=xeberler'],
      ['Səhifə 2', '/search?query=audit&type=xeberler&page=2'],
      ['Səhifə 3', '/search?query=audit&type=xeberler&page=3'],
      ['Növbəti səhifə', '/search?query=audit&type=xeberler&page=3'],
    ]);
    expect(within(pages).getByRole('link', { name: 'Səhifə 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('link', { name: /bütün/ })).toBeNull();
  });

  it('says so when a chosen type has nothing on the page, keeping the other types', async () => {
    await show('audit', data({}, { dercler: 5 }), { type: 'jurnallar' }, 'en');
    expect(screen.getByText('No results of this type on this page.')).toBeInTheDocument();
    expect(chips().map((c) => c.name)).toEqual(['All 5', 'Reports and opinions 5', 'Journals 0']);
    expect(screen.queryByRole('navigation', { name: 'Pages of results' })).toBeNull();
  });

  it("shows the suggestion's results in place of nothing, and a way back to the words as typed", async () => {
    await show(
      'Azərişk',
      data(
        { xeberler: [{ ...hit(56), title: 'Azərişıq ASC' }] },
        { xeberler: 1 },
        {
          shown: 'Azərişıq',
          corrected: true,
        },
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '“Azərişk” üzrə nəticə tapılmadı. “Azərişıq” üzrə nəticələr göstərilir.',
    );
    expect(screen.getByRole('link', { name: 'Azərişk' })).toHaveAttribute(
      'href',
      `/search?${new URLSearchParams({ query: 'Azərişk', exact: '1' })}`,
    );
    expect(screen.queryByText('Heç bir nəticə tapılmadı')).toBeNull();
    // The suggestion's words are marked; the chips keep the typed words (the page stays corrected).
    expect(
      screen.getByRole('link', { name: 'Azərişıq ASC' }).querySelector('mark'),
    ).toHaveTextContent('Azərişıq');
    expect(chips()[1]!.href).toBe(
      `/search?${new URLSearchParams({ query: 'Azərişk', type: 'xeberler' })}`,
    );
  });

  it('says nothing was found and offers the suggestion when it cannot stand in', async () => {
    await show('auditt', data({}, {}, { shown: 'auditt', suggestion: 'audit' }), {}, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('No results were found');
    expect(screen.getByRole('link', { name: 'audit' })).toHaveAttribute(
      'href',
      '/en/search?query=audit',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the best bets above the results, and no "nothing found" beside them', async () => {
    const bets = [{ title: 'Dövlət qulluğu', path: '/dovlet-qullugu' }];
    await show('vakansiya', data({}, {}, { shown: 'vakansiya', bets }));
    const recommended = screen.getByRole('region', { name: 'Tövsiyə olunur' });
    expect(within(recommended).getByRole('link', { name: 'Dövlət qulluğu' })).toHaveAttribute(
      'href',
      '/dovlet-qullugu',
    );
    expect(screen.queryByText('Heç bir nəticə tapılmadı')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the best bets in English before the groups', async () => {
    const bets = [{ title: 'Activity reports', path: '/en/filter?type=fealiyyet-hesabati' }];
    await show(
      'report',
      data({ xeberler: range(1, 2) }, { xeberler: 2 }, { shown: 'report', bets }),
      {},
      'en',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Recommended',
      'News',
    ]);
  });
});
