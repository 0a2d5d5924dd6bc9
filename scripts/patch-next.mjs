/**
 * One edit to Next's compiled page runtime (run by `postinstall`): the error document.
 * Makes Next render the site's own 404 and error documents on the server when a page throws
 * notFound() or fails while rendering (docs/errors.md).
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
 * Two earlier edits (the nonce on inlined style sheets and the CSS once in the RSC payload)
 * went with `experimental.inlineCss` (issue 55: the CSS comes as cached files); a runtime
 * patched before still carries them, inert, until Next is reinstalled (docs/upgrading.md).
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

/**
 * Edit 4, the static parts (docs/frontend.md, "Static parts"): the RSC payload Next writes into
 * the HTML (`self.__next_f.push`) goes through the filter the site installs at start
 * (lib/platform/render/static-parts.ts: the children of each static part, which the browser
 * takes from the HTML, are left out). Next has no option for it. Both of Next's writers of the
 * inlined payload (Node streams and web streams) call the hook when it is installed.
 */
export const STATIC_PARTS_MARKER = '/*site-static-parts:1*/';
const STATIC_PARTS_HOOK = `${STATIC_PARTS_MARKER}(globalThis[Symbol.for("site.inlinedPayload")]||(x=>x))`;
const INLINE_NODE = 'a=k(e),s=new i.PassThrough,o=`(self.__next_f=self.__next_f||[]).push(';
const INLINE_WEB =
  'i=e.getReader(),s=new TextDecoder("utf-8",{fatal:!0});return new ReadableStream({type:"bytes",start(e){';

/**
 * Each edit: its marker, and its replacements [as Next ships it, as patched], each of whose
 * first text must occur exactly once in the runtime. The same table gives `patch` and `unpatch`.
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
    marker: STATIC_PARTS_MARKER,
    replacements: [
      [INLINE_NODE, INLINE_NODE.replace('k(e)', `k(${STATIC_PARTS_HOOK}(e))`)],
      [INLINE_WEB, INLINE_WEB.replace('e.getReader()', `${STATIC_PARTS_HOOK}(e).getReader()`)],
    ],
  },
];

// A function replacer: the texts are code, where `$&` would mean something to String#replace.
const apply = (edit, source) =>
  edit.replacements.reduce((text, [from, to]) => text.replace(from, () => to), source);

/**
 * The runtime as Next ships it, from one this script patched (every edit undone): what e2e/next-patch-needed.spec.ts serves to show that each edit
 * is still needed. Throws when an edit's patched text is not found exactly once.
 */
export function unpatch(source) {
  return EDITS.reduce((text, edit) => {
    let out = text;
    for (const [from, to] of edit.replacements) {
      if (out.split(to).length !== 2) throw new Error(`unpatch: ${edit.marker} not found once`);
      out = out.replace(to, () => from);
    }
    return out;
  }, source);
}

/** True when the runtime carries every edit. */
export function isPatched(source) {
  return EDITS.every((edit) => source.includes(edit.marker));
}

/** Applies every edit not yet applied; changes nothing if any edit's anchors are missing. */
export function patch(original) {
  const source = withoutPrevious(original);
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
      'blank without JavaScript.\n',
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
    if (status === 'patched') fs.writeFileSync(file, source);
    console.log(`patch-next: ${status} (${where})`);
  }
}
