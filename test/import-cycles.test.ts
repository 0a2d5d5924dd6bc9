/**
 * No import cycle anywhere in the project's code (the site, its tests,
 * scripts and cache handlers, TypeScript and JavaScript), type-only imports
 * included: this walks every import the TypeScript compiler resolves and
 * looks for strongly connected components (Tarjan). It replaces ESLint's
 * import/no-cycle, which skipped `import type` and took 60 % of the lint's
 * time (docs/testing.md). The same walk, read folder by folder, keeps lib's
 * folders in layers: no loop between them either, even one that no single
 * file closes. The walk is scripts/house/graph.ts, which test/house.test.ts
 * reads for the tiers and their floors.
 */
import {
  cycles,
  folderCycles,
  folderGraph,
  importGraph,
  libFolder,
  projectFiles,
} from '@/scripts/house/graph';

const graph = importGraph(projectFiles());

it('has no import cycle, type-only imports included', () => {
  expect(graph.size).toBeGreaterThan(400);
  // The walk reaches the JavaScript modules and their imports too.
  const mjs = [...graph].filter(([f]) => f.endsWith('.mjs'));
  expect(mjs.length).toBeGreaterThan(20);
  expect(mjs.some(([, to]) => to.some((t) => t.endsWith('.mjs')))).toBe(true);
  expect(cycles(graph)).toEqual([]);
});

it('finds a cycle when there is one (the check can fail)', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);
  expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
});

it("has no import cycle between lib's folders", () => {
  const folders = folderGraph(graph);
  expect(folders.size).toBeGreaterThan(20);
  expect([...folders.values()].reduce((n, to) => n + to.size, 0)).toBeGreaterThan(60);
  expect(folderCycles(folders)).toEqual([]);
});

it('finds a loop between folders that no file closes (the check can fail)', () => {
  const graph = new Map([
    ['lib/core/a/one.ts', ['lib/core/b/two.ts']],
    ['lib/core/b/two.ts', []],
    ['lib/core/b/three.ts', ['lib/core/a/four.ts', 'lib/core/b/two.ts']],
    ['lib/core/a/four.ts', ['lib/core/c/five.ts']],
    ['lib/core/c/five.ts', []],
  ]);
  expect(cycles(graph)).toEqual([]);
  expect(folderCycles(folderGraph(graph))).toEqual([
    [
      'core/a → core/b (lib/core/a/one.ts → lib/core/b/two.ts)',
      'core/b → core/a (lib/core/b/three.ts → lib/core/a/four.ts)',
    ],
  ]);
});

it('the alerts reach the content they watch only through their watch/ (issues 38, 52)', () => {
  // The mails and their queue stand on the platform (db, config, observability, http) and on
  // the core's contract, database, forms and mail; what a followed view holds, its title and
  // whether it exists are lib/features/alerts/watch's, which knows the content.
  const reached = new Set<string>();
  for (const [file, targets] of graph) {
    if (!file.startsWith('lib/features/alerts/') || file.endsWith('.test.ts')) continue;
    if (file.startsWith('lib/features/alerts/watch/')) continue;
    for (const target of targets)
      reached.add(
        target.startsWith('lib/features/alerts/watch/') ? 'watch' : (libFolder(target) ?? ''),
      );
  }
  reached.delete('features/alerts');
  reached.delete('');
  expect([...reached].sort()).toEqual([
    'core/contract',
    'core/db',
    'core/forms',
    'core/mail',
    'platform/config',
    'platform/db',
    'platform/http',
    'platform/observability',
    'watch',
  ]);
});

it('lib/platform imports no product folder of lib (issues 38, 52: the tiers show in the tree)', () => {
  const upward: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith('lib/platform/') || /\.test\.tsx?$/.test(file)) continue;
    for (const target of targets)
      if (target.startsWith('lib/') && !target.startsWith('lib/platform/'))
        upward.push(`${file} → ${target}`);
  }
  expect([...graph.keys()].filter((f) => f.startsWith('lib/platform/')).length).toBeGreaterThan(40);
  expect(upward).toEqual([]);
});
