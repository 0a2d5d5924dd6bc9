/**
 * The documentation stands on its own: every relative link in README.md and
 * docs/ leads to a file of the repository (and to a heading or an explicit
 * anchor of it when the link names one), and every reference to a doc in the
 * code (`docs/caching.md`, `docs/contract.md §7`) names a doc and a section
 * that exist.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

const ROOT = path.resolve(__dirname, '..');
const md = new MarkdownIt({ html: true });

/** Folders that hold no source of ours (dependencies, builds, data, reports). */
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  '.next',
  'data',
  '.bench',
  '.test-data',
  'exports',
  'playwright-report',
  'test-results',
  'public',
  'coverage',
]);
const SOURCE_EXT = /\.(ts|tsx|mjs|cjs|js|css|json|md|ya?ml|conf|sh)$|^(Dockerfile|run)$/;

function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.next'))
        walk(path.join(dir, entry.name), keep, out);
    } else if (keep(entry.name)) out.push(path.join(dir, entry.name));
  }
  return out;
}

const rel = (file: string) => path.relative(ROOT, file);
const mdFiles = [
  path.join(ROOT, 'README.md'),
  ...walk(path.join(ROOT, 'docs'), (n) => n.endsWith('.md')),
];

function allTokens(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => [t, ...allTokens(t.children ?? [])]);
}

const anchorCache = new Map<string, Set<string>>();

/** The anchors of a Markdown file: GitHub's heading slugs and explicit id/name attributes. */
function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const tokens = md.parse(readFileSync(file, 'utf8'), {});
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  tokens.forEach((t, i) => {
    if (t.type !== 'heading_open') return;
    const text = allTokens(tokens[i + 1]?.children ?? [])
      .filter((c) => c.type === 'text' || c.type === 'code_inline')
      .map((c) => c.content)
      .join('');
    anchors.add(slugger.slug(text));
  });
  for (const t of allTokens(tokens))
    if (t.type === 'html_block' || t.type === 'html_inline')
      for (const m of t.content.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  anchorCache.set(file, anchors);
  return anchors;
}

interface Link {
  from: string;
  href: string;
}

/** Relative links and images of a Markdown file (not external addresses, not mail). */
function linksOf(file: string): Link[] {
  const tokens = allTokens(md.parse(readFileSync(file, 'utf8'), {}));
  const hrefs = tokens.flatMap((t) => {
    if (t.type === 'link_open') return [t.attrGet('href') ?? ''];
    if (t.type === 'image') return [t.attrGet('src') ?? ''];
    if (t.type === 'html_inline' || t.type === 'html_block')
      return [...t.content.matchAll(/\bhref="([^"]+)"/g)].map((m) => m[1]!);
    return [];
  });
  return hrefs
    .filter((href) => href !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//'))
    .map((href) => ({ from: file, href }));
}

/** Why a link does not resolve, or null when it does. */
function problem({ from, href }: Link): string | null {
  const [target = '', anchor] = href.split('#');
  const file = target === '' ? from : path.resolve(path.dirname(from), decodeURI(target));
  if (!file.startsWith(ROOT)) return 'points outside the repository';
  if (!existsSync(file)) return 'no such file';
  if (anchor === undefined || anchor === '') return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return null;
  return anchorsOf(file).has(decodeURIComponent(anchor)) ? null : `no anchor #${anchor}`;
}

describe('links in README.md and docs/', () => {
  it('finds the documentation and its links', () => {
    expect(mdFiles.map(rel)).toEqual(
      expect.arrayContaining(['README.md', 'docs/contract.md', 'docs/benchmarks.md']),
    );
    expect(linksOf(path.join(ROOT, 'README.md')).length).toBeGreaterThan(10);
  });

  it.each(mdFiles.map((f) => [rel(f), f]))('every relative link in %s resolves', (_, file) => {
    const dead = linksOf(file)
      .map((l) => ({ href: l.href, problem: problem(l) }))
      .filter((l) => l.problem !== null);
    expect(dead).toEqual([]);
  });

  it('tells a dead link, a dead anchor and a good one apart', () => {
    const from = path.join(ROOT, 'README.md');
    expect(problem({ from, href: 'docs/no-such-doc.md' })).toBe('no such file');
    expect(problem({ from, href: 'docs/contract.md#s99' })).toBe('no anchor #s99');
    expect(problem({ from, href: 'docs/contract.md#s7' })).toBeNull();
    expect(problem({ from, href: '#configuration' })).toBeNull();
    expect(problem({ from, href: '../outside.md' })).toBe('points outside the repository');
  });
});

describe('references to docs/ in the code', () => {
  const sources = walk(ROOT, (n) => SOURCE_EXT.test(n)).filter(
    (f) => !f.endsWith(path.join('test', 'docs-links.test.ts')),
  );
  const contractAnchors = anchorsOf(path.join(ROOT, 'docs', 'contract.md'));

  it('every docs/<name>.md named in the code exists', () => {
    const missing = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<![\w/.-])docs\/([\w./-]+?\.md)\b/g)]
        .filter((m) => !existsSync(path.join(ROOT, 'docs', m[1]!)))
        .map((m) => `${rel(file)}: docs/${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('every "docs/contract.md §N" names a section of the contract', () => {
    const cited = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docs\/contract\.md §(\d+)/g)].map((m) => ({
        at: rel(file),
        section: m[1]!,
      })),
    );
    const unknown = cited.filter((c) => !contractAnchors.has(`s${c.section}`));
    expect(unknown).toEqual([]);
  });

  // Issue 38 (part 4): a section named in the code is a heading of that document, so a moved
  // section cannot leave its citations behind ("README, \"Style sheets\"" after it moved).
  it('every "docs/<name>.md#anchor", "docs/<name>.md, \"Section\"" and "README, \"Section\"" exists', () => {
    const stale = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return sectionReferences(text)
        .filter((r) => !sectionExists(r))
        .map((r) => `${rel(file)}: ${r.doc} ${r.anchor ? `#${r.anchor}` : `"${r.heading}"`}`);
    });
    expect(stale).toEqual([]);
  });

  it('cites the contract, not the spec it came from (docs/contract.md §N)', () => {
    const spec = sources.flatMap((file) =>
      /\bSPEC §/.test(readFileSync(file, 'utf8')) ? [rel(file)] : [],
    );
    expect(spec).toEqual([]);
  });

  it('tells a section that exists from one that moved', () => {
    const refs = sectionReferences(
      'see README, "Configuration"; docs/frontend.md, "Style sheets"; README "Style sheets"; ' +
        'docs/frontend.md#one-grid and docs/frontend.md#no-such-part',
    );
    expect(refs.map((r) => [r.doc, r.heading ?? `#${r.anchor}`, sectionExists(r)])).toEqual([
      ['README.md', 'Configuration', true],
      ['docs/frontend.md', 'Style sheets', true],
      ['README.md', 'Style sheets', false],
      ['docs/frontend.md', '#one-grid', true],
      ['docs/frontend.md', '#no-such-part', false],
    ]);
  });
});

describe('test files named in README.md and docs/', () => {
  const specs = new Set(readdirSync(path.join(ROOT, 'e2e')).filter((n) => n.endsWith('.spec.ts')));

  it('every end-to-end spec a document names exists in e2e/', () => {
    const missing = mdFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<![\w/.-])(?:e2e\/)?([\w-]+\.spec\.ts)\b/g)]
        .filter((m) => !specs.has(m[1]!))
        .map((m) => `${rel(file)}: ${m[1]}`),
    );
    expect(missing).toEqual([]);
  });
});

/**
 * The map of the code stands on the tree (issue 52): every path of the project that README.md
 * and docs/code-map.md name in code spans (`lib/core/contract/calls.ts`, `lib/features/`) is a
 * file or folder of the repository, so a moved folder cannot leave the map behind.
 */
describe('paths named by the map of the code', () => {
  const ROOTS = /^(?:lib|app|components|scripts|test|e2e|i18n|demo|messages|docs)\//;
  /** The code spans of a Markdown file that are whole paths (no placeholder, glob or ellipsis). */
  const pathsIn = (file: string) =>
    allTokens(md.parse(readFileSync(file, 'utf8'), {}))
      .filter((t) => t.type === 'code_inline')
      .map((t) => t.content.replace(/[.,:;]$/, ''))
      .filter((p) => ROOTS.test(p) && !/[\s<>{}*…]|\.\.\./.test(p));
  const named = [path.join(ROOT, 'README.md'), path.join(ROOT, 'docs/code-map.md')].flatMap(
    (file) => pathsIn(file).map((p) => [rel(file), p] as const),
  );

  it('finds the paths', () => {
    expect(named.length).toBeGreaterThan(60);
    expect(named.some(([, p]) => p.startsWith('lib/features/'))).toBe(true);
  });

  it('names only paths that exist', () => {
    const missing = named
      // A module may be named as it is imported, without its extension (`i18n/navigation`).
      .filter(([, p]) => !['', '.ts', '.tsx'].some((ext) => existsSync(path.join(ROOT, p + ext))))
      .map(([file, p]) => `${file}: ${p}`);
    expect(missing).toEqual([]);
  });
});

interface SectionRef {
  /** README.md or docs/<name>.md */
  doc: string;
  heading?: string;
  anchor?: string;
}

/** The sections cited in a text: `docs/x.md#anchor`, `docs/x.md, "Heading"`, `README, "Heading"`. */
function sectionReferences(text: string): SectionRef[] {
  const refs: Array<SectionRef & { at: number }> = [];
  for (const m of text.matchAll(/(?<![\w/.-])docs\/([\w-]+\.md)#([\w-]+)/g))
    refs.push({ doc: `docs/${m[1]}`, anchor: m[2]!, at: m.index });
  for (const m of text.matchAll(
    /(?<![\w/.-])(docs\/[\w-]+\.md|README)(?:\.md)?,? ["“]([^"”\n]+)["”]/g,
  ))
    refs.push({ doc: m[1] === 'README' ? 'README.md' : m[1]!, heading: m[2]!, at: m.index });
  return refs.sort((a, b) => a.at - b.at);
}

function headingsOf(file: string): Set<string> {
  const tokens = md.parse(readFileSync(file, 'utf8'), {});
  return new Set(
    tokens.flatMap((t, i) =>
      t.type === 'heading_open' ? [(tokens[i + 1]?.content ?? '').replace(/`/g, '').trim()] : [],
    ),
  );
}

function sectionExists(ref: SectionRef): boolean {
  const file = path.join(ROOT, ref.doc);
  if (!existsSync(file)) return false;
  if (ref.anchor) return anchorsOf(file).has(ref.anchor);
  // The cited words are the heading or its beginning ("Long addresses" for "Long addresses and
  // what counts as a failure", "Health" for "Health: `/healthz` and `/readyz`").
  const cited = ref.heading!;
  return [...headingsOf(file)].some(
    (h) => h === cited || (h.startsWith(cited) && /^[ :(]/.test(h.slice(cited.length))),
  );
}
