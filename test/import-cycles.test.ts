/**
 * No import cycle anywhere in the project's code (the site, its tests,
 * scripts and cache handlers, TypeScript and JavaScript), type-only imports
 * included: this walks every import the TypeScript compiler resolves and
 * looks for strongly connected components (Tarjan). It replaces ESLint's
 * import/no-cycle, which skipped `import type` and took 60 % of the lint's
 * time (docs/testing.md). The same walk, read folder by folder, keeps lib's
 * top-level folders in layers: no loop between them either, even one that no
 * single file closes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
function projectFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((f) => /\.(tsx?|mts|cts|mjs|cjs|js)$/.test(f) && !/\.d\.[mc]?ts$/.test(f))
    .filter((f) => !/^(public|lib\/db\/migrations)\//.test(f))
    .map((f) => path.join(ROOT, f));
}

/** Each project file (relative to the root) with the project files it imports. */
function importGraph(files: string[]): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  // JavaScript modules (scripts, cache handlers) are resolved as the TypeScript ones are.
  options.allowJs = true;
  const known = new Set(files);
  // An import of a JavaScript module with declarations beside it (x.mjs, x.d.mts) resolves to
  // the declarations: the module itself is what runs.
  const runs = (f: string) => {
    const js = f.replace(/\.d\.([mc]?)ts$/, '.$1js');
    return known.has(js) ? js : f;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule)
      .map((m) => m && runs(m.resolvedFileName))
      .filter((f): f is string => f !== undefined && known.has(f));
    graph.set(
      path.relative(ROOT, file),
      targets.map((f) => path.relative(ROOT, f)),
    );
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one node (or a node importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

it('has no import cycle, type-only imports included', () => {
  const graph = importGraph(projectFiles());
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

/**
 * The folder of lib/ a file stands in, or undefined: lib/<folder>/…, or platform/<folder> for
 * the platform's (lib/platform/<folder>/…), whose folders are layers of their own.
 */
const libFolder = (file: string) => /^lib\/((?:platform\/)?[^/]+)\//.exec(file)?.[1];

/**
 * The imports between lib's top-level folders: each folder with the other
 * folders its files import, and for each one import that ties the two.
 */
function folderGraph(graph: Map<string, string[]>): Map<string, Map<string, string>> {
  const folders = new Map<string, Map<string, string>>();
  for (const [file, targets] of graph) {
    const from = libFolder(file);
    if (!from) continue;
    const to = folders.get(from) ?? new Map<string, string>();
    folders.set(from, to);
    for (const target of targets) {
      const folder = libFolder(target);
      if (folder && folder !== from && !to.has(folder)) to.set(folder, `${file} → ${target}`);
    }
  }
  return folders;
}

/** Each loop between folders, as its arrows ('a → b (lib/a/x.ts → lib/b/y.ts)'). */
function folderCycles(folders: Map<string, Map<string, string>>): string[][] {
  const graph = new Map([...folders].map(([from, to]) => [from, [...to.keys()]]));
  return cycles(graph).map((loop) =>
    loop.flatMap((from) =>
      [...folders.get(from)!]
        .filter(([to]) => loop.includes(to))
        .map(([to, via]) => `${from} → ${to} (${via})`),
    ),
  );
}

it("has no import cycle between lib's folders", () => {
  const folders = folderGraph(importGraph(projectFiles()));
  expect(folders.size).toBeGreaterThan(20);
  expect([...folders.values()].reduce((n, to) => n + to.size, 0)).toBeGreaterThan(80);
  expect(folderCycles(folders)).toEqual([]);
});

it('finds a loop between folders that no file closes (the check can fail)', () => {
  const graph = new Map([
    ['lib/a/one.ts', ['lib/b/two.ts']],
    ['lib/b/two.ts', []],
    ['lib/b/three.ts', ['lib/a/four.ts', 'lib/b/two.ts']],
    ['lib/a/four.ts', ['lib/c/five.ts']],
    ['lib/c/five.ts', []],
  ]);
  expect(cycles(graph)).toEqual([]);
  expect(folderCycles(folderGraph(graph))).toEqual([
    ['a → b (lib/a/one.ts → lib/b/two.ts)', 'b → a (lib/b/three.ts → lib/a/four.ts)'],
  ]);
});

it('lib/features/alerts reaches the content it watches only through lib/features/alerts/watch (issue 38)', () => {
  // The mail and its queue stand on the platform (db, config, observability, http, api,
  // captcha, forms' checks, the contract's primitives); what a followed view holds, its title
  // and whether it exists are lib/features/alerts/watch's, which knows the content.
  const platform = [
    'api',
    'captcha',
    'contract',
    'forms',
    'platform/config',
    'platform/db',
    'platform/http',
    'platform/observability',
  ];
  const graph = importGraph(projectFiles());
  const reached = new Set<string>();
  for (const [file, targets] of graph) {
    if (!file.startsWith('lib/features/alerts/') || file.endsWith('.test.ts')) continue;
    for (const target of targets) reached.add(libFolder(target) ?? '');
  }
  reached.delete('alerts');
  reached.delete('');
  expect([...reached].sort()).toEqual([...platform, 'watch'].sort());
});

it('lib/platform imports no product folder of lib (issue 38: the layers show in the tree)', () => {
  const graph = importGraph(projectFiles());
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
