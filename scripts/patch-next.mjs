/**
 * Makes Next render the site's own 404 and error documents on the server
 * when a page throws notFound() or fails while rendering (docs/errors.md).
 *
 * Next 16 answers both with an empty shell, <html id="__next_error__">, and
 * draws the page with JavaScript only: React's server renderer runs no error
 * boundaries (vercel/next.js#62228). An address no route matches is rendered
 * from app/global-not-found.tsx instead, fully on the server. This patch
 * makes the error path of Next's page renderer do the same: it renders the
 * global-not-found document for a notFound(), and for an error too, with
 * the request header ERROR_HEADER set to the status (500, or 502/503/504
 * when the error carries that status, as lib/source/errors.ts's SourceError
 * does), which makes that document the error page.
 *
 * It edits the compiled page runtime Turbopack builds use, in place, once
 * (idempotent); run by `postinstall`. Written for next 16.4.6: when the
 * anchors are not found it says so and changes nothing, and
 * test/next-patch.test.ts fails.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const MARKER = '/*site-error-document*/';

const require = createRequire(import.meta.url);

export function runtimeFile() {
  const pkg = require.resolve('next/package.json');
  return path.join(path.dirname(pkg), 'dist/compiled/next-server/app-page-turbo.runtime.prod.js');
}

// renderToStream(requestStore, res, ctx, tree, formState, postponedState, metadata, ...)
const SIGNATURE = 'async function s_(e,t,r,a,i,s,o,l,u,c){';
// The end of its catch's error classification: s = error type, y = error,
// t = res, o = metadata, a = tree, r = ctx, u = reactServerErrorsByDigest.
const AFTER_STATUS = 'else d||(t.statusCode=500,o.statusCode=t.statusCode);';

/** The request header that tells app/global-not-found.tsx to render the error page, with its status. */
export const ERROR_HEADER = 'x-site-error-status';

const INJECTED =
  MARKER +
  '{let g=a[2]["global-not-found"];' +
  'if(g&&!r.__siteErrorDocument&&("not-found"===s||t.statusCode>=500)){' +
  'r.__siteErrorDocument=!0;' +
  'if("not-found"!==s){let x=u.get(y&&y.digest)||y,n=x&&"number"==typeof x.status?x.status:0;' +
  'if(n===502||n===503||n===504)t.statusCode=n,o.statusCode=n;' +
  'let H=new Headers(e.headers);H.set("' +
  ERROR_HEADER +
  '",String(t.statusCode));' +
  'Object.defineProperty(e,"headers",{value:H,configurable:!0})}' +
  'let T=["",{children:["__PAGE__",{},{layout:g,page:[()=>null,"next/dist/client/components/builtin/empty-stub"]},null]},a[2],null];' +
  'return s_(__siteArgs[0],t,r,T,__siteArgs[4],__siteArgs[5],o,__siteArgs[7],__siteArgs[8],__siteArgs[9])}}';

export function patch(source) {
  if (source.includes(MARKER)) return { source, status: 'already patched' };
  if (source.split(SIGNATURE).length !== 2 || source.split(AFTER_STATUS).length !== 2) {
    return { source, status: 'anchors not found' };
  }
  const patched = source
    .replace(SIGNATURE, `${SIGNATURE}const __siteArgs=[...arguments];`)
    .replace(AFTER_STATUS, `${AFTER_STATUS}${INJECTED}`);
  return { source: patched, status: 'patched' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = runtimeFile();
  const { source, status } = patch(fs.readFileSync(file, 'utf8'));
  if (status === 'patched') fs.writeFileSync(file, source);
  console.log(`patch-next: ${status} (${path.relative(process.cwd(), file)})`);
  if (status === 'anchors not found') {
    console.warn(
      'patch-next: this next version differs from 16.4.6; 404 and error pages thrown by a page will be blank without JavaScript (docs/errors.md).',
    );
  }
}
