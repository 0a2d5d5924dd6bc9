/**
 * lib/ in three tiers (issue 52; README, "Layers"; docs/code-map.md): `lib/platform` knows no
 * product, `lib/core` knows no feature, and a feature of `lib/features` imports the platform
 * and the core, never another feature (where two meet, a route, instrumentation.ts or
 * proxy.ts wires them). Read from the imports the compiler resolves (scripts/house/graph.ts;
 * `npm run house` prints the same), tests aside. ESLint refuses the same imports as they are
 * written.
 */
import { floors, folderGraph, importGraph, tierBreaks } from '@/scripts/house/graph';

const folders = folderGraph(importGraph());

it('has the three tiers and nothing else in lib/', () => {
  const tiers = new Set([...folders.keys()].map((f) => f.split('/')[0]));
  expect([...tiers].sort()).toEqual(['core', 'features', 'platform']);
  expect([...folders.keys()].filter((f) => f.startsWith('features/')).length).toBeGreaterThan(8);
});

it('imports nothing up a tier nor across features', () => {
  expect(tierBreaks(folders)).toEqual([]);
});

it("stands lib/'s folders on 5 floors or fewer (the platform one floor)", () => {
  const floor = floors(folders);
  expect(floor.get('platform')).toBe(1);
  expect(Math.max(...floor.values())).toBeLessThanOrEqual(5);
});

it('finds an import up a tier, one across features, and counts floors (the checks can fail)', () => {
  const graph = new Map([
    ['lib/platform/http/a.ts', ['lib/core/site/b.ts']],
    ['lib/core/site/b.ts', []],
    ['lib/core/content/c.ts', ['lib/core/site/b.ts', 'lib/features/seo/d.ts']],
    ['lib/features/seo/d.ts', ['lib/features/alerts/e.ts']],
    ['lib/features/alerts/e.ts', []],
  ]);
  const folders = folderGraph(graph);
  expect(tierBreaks(folders)).toEqual([
    'core/content → features/seo (lib/core/content/c.ts → lib/features/seo/d.ts)',
    'features/seo → features/alerts (lib/features/seo/d.ts → lib/features/alerts/e.ts)',
    'platform/http → core/site (lib/platform/http/a.ts → lib/core/site/b.ts)',
  ]);
  const legal = folderGraph(
    new Map([
      ['lib/core/site/b.ts', ['lib/platform/http/a.ts']],
      ['lib/platform/http/a.ts', []],
      ['lib/core/content/c.ts', ['lib/core/site/b.ts']],
      ['lib/features/seo/d.ts', ['lib/core/content/c.ts']],
    ]),
  );
  expect(tierBreaks(legal)).toEqual([]);
  expect(Object.fromEntries(floors(legal))).toEqual({
    'core/site': 2,
    platform: 1,
    'core/content': 3,
    'features/seo': 4,
  });
});
