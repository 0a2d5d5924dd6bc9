import { NextResponse, type NextRequest } from 'next/server';
import { checkPath } from './path-guard';
import { targetTooLong, tooLongDocument, tooLongMessage } from './too-long';

/** next-intl's request header for the language (next-intl/dist/.../shared/constants). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/**
 * The answer to a hostile address (lib/platform/http/path-guard.ts), or null for a
 * sane one. Under /api: JSON {status:false, message} with 400. A page: the
 * site's 404 page in the address's language (a rewrite to an address no
 * route matches, UNROUTED). Too long (path and query over MAX_TARGET_BYTES, or a path
 * over MAX_PATH_BYTES): 414 with the too-long page (JSON under /api), no echo
 * of the address.
 */
export function rejectHostilePath(request: NextRequest): NextResponse | null {
  const raw = request.nextUrl.pathname;
  if (targetTooLong(raw, request.nextUrl.search)) return tooLong(request);
  const verdict = checkPath(raw);
  if (verdict.ok) return null;
  if (verdict.status === 414) return tooLong(request);
  if (isApi(raw)) {
    const en = request.nextUrl.searchParams.get('language') === 'en';
    return NextResponse.json(
      { status: false, message: BAD_ADDRESS[en ? 'en' : 'az'] },
      { status: 400 },
    );
  }
  const locale = localeOf(raw);
  return NextResponse.rewrite(new URL(`/${locale}${UNROUTED}`, request.url), {
    status: 404,
    request: { headers: localeHeaders(request, locale) },
  });
}

/** The refusal of a hostile API address, in the language its query asks for. */
const BAD_ADDRESS = {
  az: 'Sorğunun ünvanı düzgün deyil',
  en: 'The address of the request is not valid',
} as const;

/**
 * Where a hostile page address is rewritten: deeper than any route goes (the deepest dynamic
 * one, /{type}/{id}, takes two segments), so no page's parameters are read from the address.
 */
const UNROUTED = '/_refused/hostile/address';

const localeOf = (path: string) => (/^\/en(\/|$)/.test(path) ? 'en' : 'az');
const isApi = (path: string) => /^\/api(\/|$)/.test(path);

/** The request's CSP nonce, as the proxy put it in the request's policy. */
const nonceOf = (request: NextRequest) =>
  /'nonce-([^']+)'/.exec(request.headers.get('content-security-policy') ?? '')?.[1];

/** 414: the too-long page in the address's language, or a JSON refusal under /api. */
function tooLong(request: NextRequest): NextResponse {
  const raw = request.nextUrl.pathname;
  const locale = localeOf(raw);
  if (isApi(raw)) {
    const body = { status: false, message: tooLongMessage() };
    return NextResponse.json(body, { status: 414, headers: { 'Cache-Control': 'no-store' } });
  }
  return new NextResponse(tooLongDocument(locale, nonceOf(request)), {
    status: 414,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

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
