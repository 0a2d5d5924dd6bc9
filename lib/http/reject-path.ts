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
  const locale = /^\/en(\/|$)/.test(raw) ? 'en' : 'az';
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  return NextResponse.rewrite(new URL(`/${locale}/_not-found-address`, request.url), {
    status: 404,
    request: { headers },
  });
}
