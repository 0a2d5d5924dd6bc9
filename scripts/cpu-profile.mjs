/**
 * Where a server's CPU went: sums a `.cpuprofile` (node --cpu-prof) by who owns the code,
 * through the build's source maps (Turbopack's server chunks and Next's compiled runtime are
 * minified): React, Next, the site's own code (app/, components/, lib/, i18n/, cache/, proxy),
 * each library of node_modules, Node's internals, the garbage collector. Prints self time by
 * owner, inclusive time by owner (a sample counts once for every owner on its stack), then
 * the functions of the site and of the libraries by inclusive time and everything by self
 * time. docs/benchmarks.md, "CPU per render", says how to take the profile.
 *   node scripts/cpu-profile.mjs FILE.cpuprofile [TOP=25]
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
// Next's own copy of source-map (0.6, synchronous): not a dependency of the site's own.
import sourceMap from 'next/dist/compiled/source-map/source-map.js';

const { SourceMapConsumer } = sourceMap;

const [file, topArg = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile.mjs FILE.cpuprofile [TOP]');
  process.exit(2);
}
const top = Number(topArg);
// FROM_S: leave out the first seconds of the profile (start-up, warm-up).
const fromMs = Number(process.env.FROM_S ?? 0) * 1000;
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

const consumers = new Map();
function consumerOf(url) {
  if (!consumers.has(url)) {
    let consumer = null;
    try {
      const path = fileURLToPath(url);
      if (fs.existsSync(`${path}.map`))
        consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${path}.map`, 'utf8')));
    } catch {
      consumer = null;
    }
    consumers.set(url, consumer);
  }
  return consumers.get(url);
}

/** The original file of a frame: through the source map when the file has one. */
function sourceOf({ url, lineNumber, columnNumber, functionName }) {
  const consumer = url.startsWith('file:') ? consumerOf(url) : null;
  if (consumer && lineNumber >= 0) {
    const pos = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (pos.source) return { source: pos.source, name: functionName || pos.name || '(anonymous)' };
  }
  return { source: url, name: functionName || '(anonymous)' };
}

// The build's chunks name the site's files relative to themselves (../../../lib/x.ts); Next's
// compiled runtime names its own sources src/server/... and React's webpack://next/dist/compiled/react-*.
const OURS =
  /^(\.\.\/)+(app|components|lib|i18n|cache|messages)\/|^(\.\.\/)+(proxy|instrumentation)\.ts$/;
function ownerOf(url, source, name) {
  if (!source) return name.startsWith('(') ? name : 'V8 builtins';
  if (source.startsWith('node:')) return 'Node';
  if (source.startsWith('wasm:')) return 'PGlite (WebAssembly)';
  if (/compiled\/(react|react-dom|react-server-dom-[a-z]+|scheduler)\//.test(source))
    return 'React';
  const pkg = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1]?.replace('%40', '@');
  if (pkg && pkg !== 'next') return pkg;
  if (
    pkg === 'next' ||
    /node_modules\/next\/dist/.test(url) ||
    /^(webpack|turbopack):/.test(source)
  )
    return 'Next';
  if (OURS.test(source)) return 'ours';
  return 'other';
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
for (const node of profile.nodes) {
  const { source, name } = sourceOf(node.callFrame);
  node.owner = ownerOf(node.callFrame.url, source, name);
  node.key = `${node.owner}  ${name}  ${source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}`;
}

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const self = new Map();
const selfByOwner = new Map();
const inclusive = new Map();
const inclusiveByOwner = new Map();
let busy = 0;
let clock = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  clock += ms;
  if (clock < fromMs || node.callFrame.functionName === '(idle)') return;
  busy += ms;
  add(self, node.key, ms);
  add(selfByOwner, node.owner, ms);
  const keys = new Set();
  const owners = new Set();
  for (let n = node; n; n = byId.get(parent.get(n.id))) {
    keys.add(n.key);
    owners.add(n.owner);
  }
  for (const key of keys) add(inclusive, key, ms);
  for (const owner of owners) add(inclusiveByOwner, owner, ms);
});

const pct = (ms) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
function print(title, map, filter = () => true, limit = top) {
  console.log(`\n${title}`);
  [...map]
    .filter(([key]) => filter(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .forEach(([key, ms]) => console.log(`${ms.toFixed(0).padStart(8)} ms ${pct(ms)}  ${key}`));
}
console.log(`busy ${busy.toFixed(0)} ms (idle left out)`);
print('self time by owner', selfByOwner, () => true, 40);
print(
  'inclusive time by owner (a sample counts for every owner on its stack)',
  inclusiveByOwner,
  () => true,
  40,
);
print('the site’s functions by inclusive time', inclusive, (key) => key.startsWith('ours '));
print(
  'the libraries’ functions by inclusive time',
  inclusive,
  (key) => !/^(ours|React|Next|Node|V8 builtins|other|\()/.test(key),
);
print('everything by self time', self);
