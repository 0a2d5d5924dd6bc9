import { siteOrigin } from '@/lib/config/env';
import { openApiDocument } from '@/lib/contract/openapi';
import pkg from '@/package.json';

/** Made once per process (the contract is code: it changes only with a new build). */
let made: { origin: string; body: string } | undefined;

/**
 * The OpenAPI 3.1 description of the site's API, made from the contract (docs/open-data.md);
 * cached by browsers and the edge for an hour.
 */
export function GET(): Response {
  const origin = siteOrigin();
  if (made?.origin !== origin)
    made = { origin, body: JSON.stringify(openApiDocument(origin, pkg.version)) };
  return new Response(made.body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}

// Other methods: 405 {status:false, message} (lib/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/api/method-not-allowed';
