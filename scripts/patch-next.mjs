/**
 * Three edits to Next's compiled page runtime (run by `postinstall`):
 *
 * 1. The error document. Makes Next render the site's own 404 and error
 * documents on the server when a page throws notFound() or fails while
 * rendering (docs/errors.md).
 *
 * Next 16 answers both with an empty shell, <html id="__next_error__">, and
 * draws the page with JavaScript only: React's server renderer runs no error
 * boundaries (vercel/next.js#62228). An address no route matches is rendered
 * from app/global-not-found.tsx instead, fully on the server. This patch
 * makes the error path of Next's page renderer do the same: it renders the
 * global-not-found document for a notFound(), and for an error too, with
 * the request header ERROR_HEADER set to the status (500, or 502/503/504
 * when the error carries that status, as lib/core/content/source/errors.ts's SourceError
 * does), which makes that document the error page.
 *
 * 2. The style nonce. With `experimental.inlineCss` each page's CSS comes in
 * the HTML as one `<style>` that React hoists into the head; React puts a nonce
 * on it only when the renderer is given `nonce: {script, style}`, and Next
 * passes the request's nonce as a plain string (scripts only), so the strict
 * CSP would refuse every style. This edit passes the nonce for both, and
 * mends React's preload of the bootstrap script, which copies an object
 * nonce as "[object Object]" (docs/frontend.md, "Style sheets").
 *
 * 3. The CSS once. The same inlined style sheets also travel in the page's RSC
 * payload, where the browser never reads them: this edit records each style
 * sheet Next inlines and filters the payload on its way into the HTML
 * (scripts/flight-css-once.mjs), a news item 185 → 135 KB. The filter's source
 * is appended to the runtime; a runtime with an older copy is reported
 * 'stale' (reinstall Next).
 *
 * It edits the compiled page runtime Turbopack builds use, in place, once
 * (idempotent). Written for next 16.4.6 (EXPECTED_NEXT): when an edit's
 * anchors are not found it changes nothing and exits 1, so the install
 * fails loudly. `node scripts/patch-next.mjs --check` exits 1 when the
 * installed runtime lacks an edit: `npm start` and the container run it
 * before serving (docs/upgrading.md). `--unpatched-copy FILE` writes the
 * runtime as Next ships it, for the test that each edit is still needed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCssOnce } from './flight-css-once.mjs';

export const MARKER = '/*site-error-document:2*/';

const require = createRequire(import.meta.url);

/** The Next version whose minified runtime these edits were written against. */
export const EXPECTED_NEXT = '16.4.6';

/** The installed Next's page runtime (PATCH_NEXT_RUNTIME names another file, for tests). */
export function runtimeFile() {
  if (process.env.PATCH_NEXT_RUNTIME) return path.resolve(process.env.PATCH_NEXT_RUNTIME);
  const pkg = require.resolve('next/package.json');
  return path.join(path.dirname(pkg), 'dist/compiled/next-server/app-page-turbo.runtime.prod.js');
}

function installedNext() {
  try {
    return require('next/package.json').version;
  } catch {
    return 'unknown';
  }
}

// renderToStream(requestStore, res, ctx, tree, formState, postponedState, metadata, ...)
const SIGNATURE = 'async function s_(e,t,r,a,i,s,o,l,u,c){';
// The end of its catch's error classification: s = error type, y = error,
// t = res, o = metadata, a = tree, r = ctx, u = reactServerErrorsByDigest.
const AFTER_STATUS = 'else d||(t.statusCode=500,o.statusCode=t.statusCode);';

/** The request header that tells app/global-not-found.tsx to render the error page, with its status. */
export const ERROR_HEADER = 'x-site-error-status';

/**
 * The error's own message for the visitor, when it carries one in its digest
 * (lib/platform/http/error-document.ts: SourceError sets it for an upstream's status
 * false), rides on the same header after the status: "500 site-message:…".
 */
const MESSAGE_DIGEST = 'site-message:';

const injected = (marker, withMessage) =>
  marker +
  '{let g=a[2]["global-not-found"];' +
  'if(g&&!r.__siteErrorDocument&&("not-found"===s||t.statusCode>=500)){' +
  'r.__siteErrorDocument=!0;' +
  'if("not-found"!==s){let x=u.get(y&&y.digest)||y,n=x&&"number"==typeof x.status?x.status:0;' +
  'if(n===502||n===503||n===504)t.statusCode=n,o.statusCode=n;' +
  'let H=new Headers(e.headers);H.set("' +
  ERROR_HEADER +
  (withMessage
    ? `",String(t.statusCode)+(x&&"string"==typeof x.digest&&x.digest.startsWith("${MESSAGE_DIGEST}")?" "+x.digest:""));`
    : '",String(t.statusCode));') +
  'Object.defineProperty(e,"headers",{value:H,configurable:!0})}' +
  'let T=["",{children:["__PAGE__",{},{layout:g,page:[()=>null,"next/dist/client/components/builtin/empty-stub"]},null]},a[2],null];' +
  'return s_(__siteArgs[0],t,r,T,__siteArgs[4],__siteArgs[5],o,__siteArgs[7],__siteArgs[8],__siteArgs[9])}}';

const INJECTED = injected(MARKER, true);
const ARGS = 'const __siteArgs=[...arguments];';

/** The first version of this edit (status only): taken out again before the current one goes in. */
const PREVIOUS = {
  marker: '/*site-error-document*/',
  injected: injected('/*site-error-document*/', false),
};

/** A runtime patched by the previous version of the error edit, made pristine for the current one. */
function withoutPrevious(source) {
  if (!source.includes(PREVIOUS.marker) || source.split(PREVIOUS.injected).length !== 2)
    return source;
  return source.replace(PREVIOUS.injected, '').replace(`${SIGNATURE}${ARGS}`, SIGNATURE);
}

export const STYLE_MARKER = '/*site-style-nonce*/';

// The options renderToStream gives React's HTML renderer (m = the request's nonce):
// the page's render, and the render of the error shell.
const RENDER_OPTIONS = [
  '{onError:E,onAllReady:K,nonce:m,onHeaders:',
  '{nonce:m,bootstrapScriptContent:l,',
];
const BOTH_NONCES = `nonce:m&&{script:m,style:m}${STYLE_MARKER},`;
// React's own slip with an object nonce: the preload of a bootstrap script takes the whole
// option ("[object Object]", refused by the CSP) instead of its script nonce (r).
const BOOTSTRAP_PRELOAD = 'l={rel:"preload",as:"script",fetchPriority:"low",nonce:t}';

export const CSS_ONCE_MARKER = '/*site-css-once*/';

// Where Next puts an inlined style sheet into the page's tree (s = the CSS file, its text
// s.content), and the two places the RSC payload enters the HTML (a Node stream, k(e), and
// a web stream, e): the registry of scripts/flight-css-once.mjs sees the first and filters the others.
const CSS_ONCE = 'globalThis.__siteCssOnce';
const INLINED_STYLE =
  's.inlined&&!t.parsedRequestHeaders.isRSCRequest?a.push(n("style",{key:i,nonce:t.nonce,precedence:e,href:o},s.content))';
const PAYLOAD_NODE = 'a=k(e),s=new i.PassThrough,o=`(self.__next_f=self.__next_f||[]).push(';
const PAYLOAD_WEB =
  'i=e.getReader(),s=new TextDecoder("utf-8",{fatal:!0});return new ReadableStream({';
const cssOnceRuntime = () =>
  `\n;${CSS_ONCE_MARKER}${CSS_ONCE}=(${createCssOnce.toString()})(require('stream'));\n`;

/**
 * Each edit: its marker, and its replacements [as Next ships it, as patched], each of whose
 * first text must occur exactly once in the runtime; edit 3 also appends its filter. The same
 * table gives `patch` and `unpatch`.
 */
const EDITS = [
  {
    marker: MARKER,
    replacements: [
      [SIGNATURE, `${SIGNATURE}${ARGS}`],
      [AFTER_STATUS, `${AFTER_STATUS}${INJECTED}`],
    ],
  },
  {
    marker: STYLE_MARKER,
    replacements: [
      ...RENDER_OPTIONS.map((anchor) => [anchor, anchor.replace('nonce:m,', BOTH_NONCES)]),
      [BOOTSTRAP_PRELOAD, BOOTSTRAP_PRELOAD.replace('nonce:t}', 'nonce:r}')],
    ],
  },
  {
    marker: CSS_ONCE_MARKER,
    replacements: [
      [
        INLINED_STYLE,
        INLINED_STYLE.replace('?a.push(', `?(${CSS_ONCE}.add(s.content),a.push(`) + ')',
      ],
      [PAYLOAD_NODE, PAYLOAD_NODE.replace('a=k(e)', `a=${CSS_ONCE}.node(k(e))`)],
      [PAYLOAD_WEB, PAYLOAD_WEB.replace('i=e.getReader()', `i=${CSS_ONCE}.web(e).getReader()`)],
    ],
    appended: cssOnceRuntime,
  },
];

// A function replacer: the texts are code, where `$&` would mean something to String#replace.
const apply = (edit, source) =>
  edit.replacements
    .reduce((text, [from, to]) => text.replace(from, () => to), source)
    .concat(edit.appended?.() ?? '');

/**
 * The runtime as Next ships it, from one this script patched (every edit undone, the
 * appended filter removed): what e2e/next-patch-needed.spec.ts serves to show that each edit
 * is still needed. Throws when an edit's patched text is not found exactly once.
 */
export function unpatch(source) {
  return EDITS.reduce((text, edit) => {
    let out = edit.appended ? text.replace(edit.appended(), () => '') : text;
    for (const [from, to] of edit.replacements) {
      if (out.split(to).length !== 2) throw new Error(`unpatch: ${edit.marker} not found once`);
      out = out.replace(to, () => from);
    }
    return out;
  }, source);
}

/** True when the runtime carries every edit. */
export function isPatched(source) {
  return EDITS.every((edit) => source.includes(edit.marker)) && !cssOnceIsStale(source);
}

/** True when the runtime carries an older scripts/flight-css-once.mjs than this checkout's. */
function cssOnceIsStale(source) {
  return source.includes(CSS_ONCE_MARKER) && !source.includes(cssOnceRuntime());
}

/** Applies every edit not yet applied; changes nothing if any edit's anchors are missing. */
export function patch(original) {
  const source = withoutPrevious(original);
  if (cssOnceIsStale(source)) return { source: original, status: 'stale' };
  const todo = EDITS.filter((edit) => !source.includes(edit.marker));
  if (todo.length === 0) return { source: original, status: 'already patched' };
  if (todo.some((edit) => edit.replacements.some(([a]) => source.split(a).length !== 2))) {
    return { source: original, status: 'anchors not found' };
  }
  return { source: todo.reduce((text, edit) => apply(edit, text), source), status: 'patched' };
}

function fail(message) {
  console.error(`\npatch-next: ERROR: ${message}`);
  console.error(
    `patch-next: it was written for next ${EXPECTED_NEXT}; this is next ${installedNext()}. ` +
      'Install next@' +
      EXPECTED_NEXT +
      ', or follow docs/upgrading.md to port the edits. Without them 404 and error pages are ' +
      'blank without JavaScript and the CSP refuses every inlined style sheet.\n',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = runtimeFile();
  const where = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) fail(`the runtime file to patch is missing: ${where}`);
  const text = fs.readFileSync(file, 'utf8');
  const copy = process.argv.indexOf('--unpatched-copy');
  if (process.argv.includes('--check')) {
    if (!isPatched(text)) fail(`Next's runtime lacks this site's edits (${where}).`);
  } else if (copy > 0) {
    // The runtime as Next ships it, written elsewhere (e2e/next-patch-needed.spec.ts).
    const out = path.resolve(process.argv[copy + 1]);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, isPatched(text) ? unpatch(text) : text);
    console.log(`patch-next: the unpatched runtime is in ${path.relative(process.cwd(), out)}`);
  } else {
    const { source, status } = patch(text);
    if (status === 'anchors not found') fail(`an edit's anchors were not found in ${where}.`);
    if (status === 'stale') {
      fail(
        `${where} carries an older scripts/flight-css-once.mjs; reinstall Next to patch it ` +
          'afresh (rm -rf node_modules/next && npm install).',
      );
    }
    if (status === 'patched') fs.writeFileSync(file, source);
    console.log(`patch-next: ${status} (${where})`);
  }
}
