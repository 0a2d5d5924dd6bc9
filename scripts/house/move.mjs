/**
 * The house's codemod (issue 52): moves lib/'s folders and files into the three tiers
 * (lib/platform, lib/core, lib/features/<name>) as scripts/house/map.json says, and rewrites
 * every reference to an old path: module specifiers (`@/lib/…` and relative ones, in imports,
 * `import()`, `require`, `jest.mock`), and every path named in code, configuration and docs
 * (`lib/…`, `./lib/…`, `../lib/…`: ESLint globs, drizzle's folders, the container build, the
 * docs' links). Re-runnable: on a tree where files were added at old paths since, it moves
 * those and rewrites their imports; a second run changes nothing.
 *
 *   node scripts/house/move.mjs          # move and rewrite
 *   node scripts/house/move.mjs --check  # list what it would change, change nothing; exit 1 if any
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHECK = process.argv.includes('--check');
const MAP = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'map.json'), 'utf8'));

/** [old, new] pairs, the longest old path first: a file's own entry wins over its folder's. */
const ENTRIES = Object.entries(MAP.moves).sort(([a], [b]) => b.length - a.length);
for (const [, to] of ENTRIES)
  for (const [from] of ENTRIES)
    if (to === from || to.startsWith(`${from}/`))
      throw new Error(`map.json: new path ${to} lies under the old path ${from}`);

/** Extensions an import may leave out. */
const IMPLIED = ['.ts', '.tsx', '.mts', '.d.mts', '.mjs', '.js', '.cjs', '.json'];
const isFileEntry = (p) => /\.[a-z]+$/.test(p);

/** The new path of a repository path (a file or folder, with or without its extension). */
export function mapPath(p) {
  const bare = p.replace(/\/+$/, '');
  const slash = p.endsWith('/') ? '/' : '';
  for (const [from, to] of ENTRIES) {
    if (isFileEntry(from)) {
      if (bare === from) return to + slash;
      for (const ext of IMPLIED)
        if (`${bare}${ext}` === from && to.endsWith(ext)) return to.slice(0, -ext.length);
      continue;
    }
    if (bare === from) return to + slash;
    if (bare.startsWith(`${from}/`)) return to + bare.slice(from.length) + slash;
  }
  return p;
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const listed = () =>
  git('ls-files', '-co', '--exclude-standard')
    .split('\n')
    .filter((f) => f && fs.existsSync(path.join(ROOT, f)));

// (a) Move what still stands at an old path.
const tracked = new Set(git('ls-files').split('\n'));
/** new path → old path, for the files moved in this run (their relative imports were written there). */
const movedFrom = new Map();
for (const file of listed()) {
  const to = mapPath(file);
  if (to === file) continue;
  movedFrom.set(to, file);
  if (CHECK) {
    console.log(`move ${file} → ${to}`);
    continue;
  }
  if (fs.existsSync(path.join(ROOT, to)))
    throw new Error(`${to} exists: not moving ${file} onto it`);
  fs.mkdirSync(path.dirname(path.join(ROOT, to)), { recursive: true });
  if (tracked.has(file)) git('mv', file, to);
  else fs.renameSync(path.join(ROOT, file), path.join(ROOT, to));
}
if (!CHECK)
  for (const root of new Set(ENTRIES.map(([from]) => from.split('/')[0])))
    removeEmptyFolders(path.join(ROOT, root));

// (b) Rewrite the references.
const CODE = /\.(tsx?|mts|cts|mjs|cjs|js)$/;
const TEXT =
  /(\.(tsx?|mts|cts|mjs|cjs|js|json|md|ya?ml|sh|conf)|(^|\/)(Dockerfile|Containerfile|\.dockerignore|\.gitignore|\.prettierignore))$/;
/** Never rewritten: data, the messages, lock files, the migrations' snapshots, the codemod's own map. */
const SKIP =
  /^(public|messages|node_modules|\.next)\/|package-lock\.json$|\/migrations\/meta\/|^scripts\/house\/map\.json$/;

/** A module specifier in an import, export, import(), require(), jest.mock() and their kin. */
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bjest\.(?:mock|doMock|unmock|requireActual|unstable_mockModule)\s*\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;
/** The top folders the map moves from (lib, components). */
const ROOTS = [...new Set(ENTRIES.map(([from]) => from.split('/')[0]))].join('|');
/**
 * A path of the repository named in text (lib/…, components/…), also behind @/, ./, ../ (docs'
 * links) or the container's /app/.
 */
const NAMED = new RegExp(
  String.raw`(^|[^\w\-./@])((?:@\/|\/app\/|(?:\.\.?\/)+)?)((?:${ROOTS})\/[\w\-./[\]()*]*[\w\-\]*/])`,
  'g',
);

/** lib/<tier>/<folder> of a path, or its first folder elsewhere. */
const home = (p) => (/^lib\/(platform|core|features)\/[^/]+/.exec(p) ?? /^[^/]+/.exec(p))?.[0];

const aliasable = (file) => /\.(tsx?|mts|cts)$/.test(file) && !/^scripts\/|\.config\./.test(file);

const rewritten = [];
for (const file of listed()) {
  if (!TEXT.test(file) || SKIP.test(file)) continue;
  const full = path.join(ROOT, file);
  const before = fs.readFileSync(full, 'utf8');
  const wasAt = movedFrom.get(file) ?? file;
  let text = before;
  if (CODE.test(file))
    text = text.replace(SPECIFIER, (all, lead, quote, spec) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(wasAt), spec));
      if (target.startsWith('..')) return all;
      const moved = mapPath(target);
      if (moved === target && wasAt === file) return all;
      return `${lead}${quote}${specifierFor(file, moved)}${quote}`;
    });
  text = text.replace(NAMED, (all, before_, prefix, p) => {
    const moved = mapPath(p);
    return moved === p ? all : `${before_}${prefix}${moved}`;
  });
  if (text === before) continue;
  rewritten.push(file);
  if (CHECK) console.log(`rewrite ${file}`);
  else fs.writeFileSync(full, text);
}
// A longer path can lengthen a line past the formatter's width.
if (!CHECK && rewritten.length)
  execFileSync(
    'npx',
    ['prettier', '--write', '--ignore-unknown', '--log-level=warn', ...rewritten],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
const changed = rewritten.length;
console.log(
  `${movedFrom.size} file(s) ${CHECK ? 'to move' : 'moved'}, ${changed} file(s) ${CHECK ? 'to rewrite' : 'rewritten'}`,
);
if (CHECK && movedFrom.size + changed > 0) process.exitCode = 1;

/**
 * How `file` names `target`: relative within one folder of lib/'s tiers (or one folder
 * elsewhere), else `@/…` where the alias works (TypeScript outside scripts/ and configs).
 */
function specifierFor(file, target) {
  let rel = path.posix.relative(path.posix.dirname(file), target);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return home(file) !== home(target) && aliasable(file) ? `@/${target}` : rel;
}

function removeEmptyFolders(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) removeEmptyFolders(path.join(dir, entry.name));
  if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}
