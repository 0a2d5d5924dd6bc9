import { siteOrigin } from '@/lib/platform/config/env';
import { openApiDocument } from '@/app/api/openapi.json/_document/document';
import pkg from '@/package.json';

/**
 * The OpenAPI 3.1 description of the site's API, made from the contract once per process
 * (docs/open-data.md); cached by browsers and the edge for an hour.
 */
export function GET(): Response {
  return Response.json(openApiDocument(siteOrigin(), pkg.version), {
    headers: { 'cache-control': 'public, max-age=3600' },
  });
}

// Other methods: 405 {status:false, message} (lib/core/content/api/method-not-allowed.ts).
export { POST, PUT, PATCH, DELETE } from '@/lib/core/content/api/method-not-allowed';
