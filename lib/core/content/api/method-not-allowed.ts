import { NextResponse } from 'next/server';

const MESSAGE = {
  az: (method: string) => `Bu API sorğusu ${method} metodu ilə göndərilə bilməz`,
  en: (method: string) => `This API call does not accept the ${method} method`,
};

/**
 * The reply to an HTTP method a route does not serve: 405 `{status:false,
 * message}` in the address's language (`?language=en`), like every other
 * refusal (Next's own 405 has an empty body). Route files re-export it for
 * the methods they lack (`export { PUT, PATCH, DELETE } from …`).
 */
function methodNotAllowed(req: Request): Response {
  const en = new URL(req.url).searchParams.get('language') === 'en';
  const method = req.method.replace(/[^A-Z]/g, '').slice(0, 10) || '?';
  return NextResponse.json(
    { status: false, message: MESSAGE[en ? 'en' : 'az'](method) },
    { status: 405, headers: { 'Cache-Control': 'no-store' } },
  );
}

export {
  methodNotAllowed as GET,
  methodNotAllowed as POST,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
};
