/**
 * What a page weighs and what its RSC payload is made of: the raw and gzip size of the HTML,
 * its inline CSS, its RSC payload (the `self.__next_f.push` scripts, decoded) and the rest
 * (markup), then the payload's largest parts: each client component's own props (children
 * left out: they are counted where they are rendered), the host elements' markup, the
 * text rows, and the module rows. Bytes only: deterministic on a shared machine.
 *   node scripts/page-weight.mjs BASE_URL PATH... [--detail]
 * e.g. node scripts/page-weight.mjs http://127.0.0.1:4300 / /xeberler /xeber/1 '/search?q=hesabat'
 * `npm run bench:weight` serves the build and prints the table of the README's page kinds.
 */
import { gzipSync } from 'node:zlib';

const kb = (n) => (n / 1024).toFixed(1);

/** The RSC payload the HTML carries, decoded, and the bytes of its <script> wrappers. */
export function flightOf(html) {
  let text = '';
  let scripts = 0;
  for (const m of html.matchAll(/<script[^>]*>(self\.__next_f\.push\((.*?)\))<\/script>/gs)) {
    scripts += m[0].length;
    const [kind, data] = JSON.parse(m[2]);
    if (kind === 1 && typeof data === 'string') text += data;
  }
  return { text, scripts };
}

/** The HTML's split: inline <style> bytes, RSC payload scripts, other markup. */
export function weigh(html) {
  const raw = Buffer.byteLength(html);
  const css = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].reduce(
    (n, m) => n + Buffer.byteLength(m[0]),
    0,
  );
  const { text, scripts } = flightOf(html);
  return {
    raw,
    gzip: gzipSync(html, { level: 9 }).length,
    css,
    rsc: scripts,
    markup: raw - css - scripts,
    flight: text,
  };
}

/** The payload's rows: id, tag ('' for a JSON row), and body. */
function rows(text) {
  const buf = Buffer.from(text);
  const out = [];
  let i = 0;
  while (i < buf.length) {
    const colon = buf.indexOf(58, i);
    if (colon < 0) break;
    const id = buf.toString('utf8', i, colon);
    const tag = String.fromCharCode(buf[colon + 1]);
    if (tag === 'T') {
      const comma = buf.indexOf(44, colon);
      const len = parseInt(buf.toString('utf8', colon + 2, comma), 16);
      out.push({ id, tag, body: buf.toString('utf8', comma + 1, comma + 1 + len), bytes: len });
      i = comma + 1 + len;
      continue;
    }
    const nl = buf.indexOf(10, colon);
    const end = nl < 0 ? buf.length : nl;
    const isJson = !/[A-Z]/.test(tag) || tag === '[';
    out.push({
      id,
      tag: isJson ? '' : tag,
      body: buf.toString('utf8', isJson ? colon + 1 : colon + 2, end),
      bytes: end - colon,
    });
    i = end + 1;
  }
  return out;
}

const size = (v) => Buffer.byteLength(JSON.stringify(v) ?? '');

/** Bytes of the payload by who puts them there. */
export function composition(text) {
  const all = rows(text);
  const modules = new Map();
  for (const r of all.filter((r) => r.tag === 'I')) {
    const [id, , name] = JSON.parse(r.body);
    modules.set(`$L${r.id}`, `${String(id).split('/').pop()}#${name || 'default'}`);
  }
  const parts = new Map();
  const props = new Map();
  const add = (key, n, map = parts) => map.set(key, (map.get(key) ?? 0) + n);
  const isElement = (v) => Array.isArray(v) && v[0] === '$' && v.length === 4;
  // Returns the bytes of `node` not already attributed to an element inside it.
  const REGIONS = new Set(['header', 'nav', 'main', 'footer', 'aside', 'article', 'head']);
  let region = 'body';
  function walk(node) {
    if (Array.isArray(node)) {
      if (isElement(node)) {
        const [, type, , p] = node;
        const outer = region;
        if (REGIONS.has(type)) region = type;
        const inner = walk(p);
        region = outer;
        const own = size(node) - size(p) + inner;
        const who =
          modules.get(type) ??
          (typeof type === 'string' && /^\$L/.test(type) ? 'lazy' : 'host markup');
        add(who === 'host markup' ? `host markup in <${region}>` : who, own);
        if (modules.has(type) && p && typeof p === 'object')
          for (const [k, v] of Object.entries(p))
            if (k !== 'children') add(`${who}.${k}`, size(v), props);
        return 0;
      }
      let n = size(node);
      for (const v of node)
        if (Array.isArray(v) || (v && typeof v === 'object')) n -= size(v) - walk(v);
      return n;
    }
    if (node && typeof node === 'object') {
      let n = size(node);
      for (const v of Object.values(node))
        if (Array.isArray(v) || (v && typeof v === 'object')) n -= size(v) - walk(v);
      return n;
    }
    return size(node);
  }
  for (const r of all) {
    if (r.tag === 'I') add('module rows (I)', r.bytes);
    else if (r.tag === 'T') add('text rows (T)', r.bytes);
    else if (r.tag) add(`${r.tag} rows`, r.bytes);
    else {
      try {
        add('row overhead', walk(JSON.parse(r.body)));
      } catch {
        add('unparsed rows', r.bytes);
      }
    }
  }
  return { parts, props, total: Buffer.byteLength(text) };
}

/** Prints the weight table of `paths` on `base`, and each payload's largest parts with `detail`. */
export async function report(base, paths, detail) {
  console.log('| page | raw KB | gzip KB | inline CSS KB | RSC KB (share) | markup KB |');
  const details = [];
  for (const path of paths) {
    const res = await fetch(new URL(path, base));
    const w = weigh(await res.text());
    console.log(
      `| ${path} | ${kb(w.raw)} | ${kb(w.gzip)} | ${kb(w.css)} | ${kb(w.rsc)} (${Math.round((100 * w.rsc) / w.raw)} %) | ${kb(w.markup)} |`,
    );
    if (detail) details.push([path, composition(w.flight)]);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${kb(v).padStart(6)}  ${k}`);
  for (const [path, c] of details) {
    console.log(`\n${path}: RSC payload ${kb(c.total)} KB decoded; largest parts (KB):`);
    console.log(top(c.parts, 14).join('\n'));
    console.log('  largest client props:');
    console.log(top(c.props, 10).join('\n'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const [base, ...paths] = args.filter((a) => a !== '--detail');
  if (!base || paths.length === 0) {
    console.error('usage: node scripts/page-weight.mjs BASE_URL PATH... [--detail]');
    process.exit(2);
  }
  await report(base, paths, args.includes('--detail'));
}
