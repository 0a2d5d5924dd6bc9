import { ROUTES, STATIC_PAGES } from '@/lib/core/site/routes';
import { bestBets } from './best-bets';
import { BEST_BETS } from './levers/best-bets';

describe('bestBets', () => {
  it('puts the page the editors chose first, titled in the page language', () => {
    expect(bestBets('tövsiyə', 'az')).toEqual([
      { title: 'Qərarların izlənilməsi', path: '/qerarlarin-izlenilmesi' },
    ]);
    expect(bestBets('tövsiyə', 'en')).toEqual([
      { title: 'Follow-up of recommendations', path: '/en/qerarlarin-izlenilmesi' },
    ]);
    expect(bestBets('hesabat', 'az')).toEqual([
      { title: 'Fəaliyyət hesabatları', path: '/filter?type=fealiyyet-hesabati' },
    ]);
    expect(bestBets('müraciət', 'az')).toEqual([
      { title: 'Sorğu və müraciətlər', path: '/sorgu-ve-muracietler' },
    ]);
  });

  it('folds case and letters, reads endings by stem and spacing loosely', () => {
    for (const query of ['  TÖVSİYƏLƏR ', 'tovsiye', 'Tövsiyələrin'])
      expect(bestBets(query, 'az').map((b) => b.path)).toEqual(['/qerarlarin-izlenilmesi']);
    expect(bestBets('Annual  Reports', 'en').map((b) => b.path)).toEqual([
      '/en/filter?type=fealiyyet-hesabati',
    ]);
  });

  it('needs the whole search: a listed query among other words is no best bet', () => {
    expect(bestBets('hesabat 2024 Azərsu', 'az')).toEqual([]);
    expect(bestBets('audit', 'az')).toEqual([]);
    expect(bestBets('', 'az')).toEqual([]);
  });
});

describe('the best bets list', () => {
  const paths = new Set<string>([
    ...Object.values(ROUTES),
    ...STATIC_PAGES.map((p) => `/page/${p}`),
  ]);

  it.each(BEST_BETS.map((bet) => [bet.path, bet]))(
    '%s is a page of the site, titled in both languages',
    (_, bet) => {
      expect(paths.has(bet.path.split('?')[0]!)).toBe(true);
      expect(bet.title.az.trim()).not.toBe('');
      expect(bet.title.en.trim()).not.toBe('');
      expect(bet.queries.length).toBeGreaterThan(0);
    },
  );
});
