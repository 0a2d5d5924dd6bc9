import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_ERROR } from '@/lib/contract/envelope';
import { checkPath } from './path-guard';

/** next-intl's request header for the language (next-intl/dist/.../shared/constants). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/**
 * The answer to a hostile address (lib/http/path-guard.ts), or null for a
 * sane one. Under /api: JSON {status:false, message} with 400. A page: the
 * site's 404 page in the address's language (a rewrite to an address no
 * route matches). Too long: a bare 414, no echo of the address.
 */
export function rejectHostilePath(request: NextRequest): NextResponse | null {
  const raw = request.nextUrl.pathname;
  const verdict = checkPath(raw);
  if (verdict.ok) return null;
  if (verdict.status === 414) return new NextResponse(null, { status: 414 });
  if (/^\/api(\/|$)/.test(raw)) {
    return NextResponse.json({ status: false, message: DEFAULT_ERROR }, { status: 400 });
  }
  const locale = localeOf(raw);
  return NextResponse.rewrite(new URL(`/${locale}/_not-found-address`, request.url), {
    status: 404,
    request: { headers: localeHeaders(request, locale) },
  });
}

const localeOf = (path: string) => (/^\/en(\/|$)/.test(path) ? 'en' : 'az');

function localeHeaders(request: NextRequest, locale: string) {
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  return headers;
}

/**
 * An address the language routing leaves alone (the API, files, file-like
 * addresses such as /en/wp-login.php): passed on with the language of its
 * prefix, so that its 404 page speaks the visitor's language.
 */
export function withLocale(request: NextRequest): NextResponse {
  const locale = localeOf(request.nextUrl.pathname);
  return NextResponse.next({ request: { headers: localeHeaders(request, locale) } });
}
