/**
 * The project's import graph, read as the TypeScript compiler resolves imports (type-only
 * imports included), and lib/'s tiers read from it (issue 52): test/import-cycles.test.ts and
 * test/house.test.ts hold it, `npm run house` prints it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../..');

/** The project's own code: TypeScript and JavaScript, declarations and public/ aside. */
export function projectFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((f) => /\.(tsx?|mts|cts|mjs|cjs|js)$/.test(f) && !/\.d\.[mc]?ts$/.test(f))
    .filter((f) => !/^public\//.test(f))
    .map((f) => path.join(ROOT, f))
    .filter((f) => existsSync(f));
}

/** Each project file (relative to the root) with the project files it imports. */
export function importGraph(files: string[] = projectFiles()): Map<string, string[]> {
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
export function cycles(graph: Map<string, string[]>): string[][] {
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

export type Tier = 'platform' | 'core' | 'features';

/**
 * The folder of lib/ a file stands in, or undefined: `platform/<folder>`, `core/<folder>` or
 * `features/<name>` (lib/<tier>/<folder>/…).
 */
export const libFolder = (file: string) =>
  /^lib\/((?:platform|core|features)\/[^/]+)\//.exec(file)?.[1];

const TIERS: readonly Tier[] = ['platform', 'core', 'features'];

/** The tier of a folder that libFolder named. */
export const tierOf = (folder: string): Tier =>
  TIERS.find((tier) => folder.startsWith(`${tier}/`)) ?? 'features';

/** Test files (and their fixtures) are no part of the house: they may reach across. */
export const isTest = (file: string) => /\.test\.tsx?$|(^|\/)(test|e2e)\//.test(file);

/**
 * The imports between lib's folders, tests aside: each folder with the other folders its
 * files import, and for each one import that ties the two.
 */
export function folderGraph(graph: Map<string, string[]>): Map<string, Map<string, string>> {
  const folders = new Map<string, Map<string, string>>();
  for (const [file, targets] of graph) {
    const from = libFolder(file);
    if (!from || isTest(file)) continue;
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
export function folderCycles(folders: Map<string, Map<string, string>>): string[][] {
  const graph = new Map([...folders].map(([from, to]) => [from, [...to.keys()]]));
  return cycles(graph).map((loop) =>
    loop.flatMap((from) =>
      [...folders.get(from)!]
        .filter(([to]) => loop.includes(to))
        .map(([to, via]) => `${from} → ${to} (${via})`),
    ),
  );
}

/** The tiers, lowest first: a folder imports folders of its own tier or a lower one. */
const RANK: Record<Tier, number> = { platform: 0, core: 1, features: 2 };

/**
 * Every import that breaks the tiers: up a tier (the platform importing the core, the core
 * a feature), or across features (a feature importing another: they meet at the top).
 */
export function tierBreaks(folders: Map<string, Map<string, string>>): string[] {
  const breaks: string[] = [];
  for (const [from, to] of folders)
    for (const [folder, via] of to) {
      const up = RANK[tierOf(folder)] > RANK[tierOf(from)];
      const across = tierOf(from) === 'features' && tierOf(folder) === 'features';
      if (up || across) breaks.push(`${from} → ${folder} (${via})`);
    }
  return breaks.sort();
}

/**
 * Each folder's floor: 1 for a folder that imports no other, else one above the highest
 * folder it imports (the graph has no loop: folderCycles). The platform counts as one folder:
 * it is the ground the product stands on, with its own layers inside (`unit`).
 */
export function floors(
  folders: Map<string, Map<string, string>>,
  unit: (folder: string) => string = (f) => (tierOf(f) === 'platform' ? 'platform' : f),
): Map<string, number> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of folders) {
    const u = unit(from);
    const set = graph.get(u) ?? new Set<string>();
    graph.set(u, set);
    for (const t of to.keys()) if (unit(t) !== u) set.add(unit(t));
  }
  const floor = new Map<string, number>();
  const visit = (u: string, seen: Set<string>): number => {
    const known = floor.get(u);
    if (known) return known;
    if (seen.has(u)) throw new Error(`a loop through ${u}`);
    seen.add(u);
    let f = 1;
    for (const t of graph.get(u) ?? []) f = Math.max(f, visit(t, seen) + 1);
    seen.delete(u);
    floor.set(u, f);
    return f;
  };
  for (const u of graph.keys()) visit(u, new Set());
  return floor;
}
