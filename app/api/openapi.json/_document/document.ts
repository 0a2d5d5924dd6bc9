import { callPaths, sharedSchemas, type Paths } from '@/lib/core/contract/openapi';
import { DATA_ENDPOINTS } from './data-endpoints';
import { OPERATIONS_ENDPOINTS } from './operations-endpoints';
import { ownOperation, SECURITY_SCHEMES, TAGS, type OwnEndpoint } from './own-operation';
import { REQUESTS_ENDPOINTS } from './requests-endpoints';
import { SITE_ENDPOINTS } from './site-endpoints';

/**
 * The OpenAPI 3.1 description of the site (docs/open-data.md), served at /api/openapi.json
 * and rendered by the developers' page: the contract's calls (lib/core/contract/openapi.ts) and the
 * site's own endpoints (alerts, page feedback, followed requests, theme, captcha, downloads, feeds, health,
 * metrics, cache revalidation), each made from the zod schemas its handler uses.
 */

/** Every endpoint of the site's own, in the order the description lists them. */
export const OWN_ENDPOINTS: readonly OwnEndpoint[] = [
  ...SITE_ENDPOINTS,
  ...REQUESTS_ENDPOINTS,
  ...DATA_ENDPOINTS,
  ...OPERATIONS_ENDPOINTS,
];

type OpenApiDocument = ReturnType<typeof describe>;
const made = new Map<string, OpenApiDocument>();

/**
 * The whole description, for a site at `origin`: made once per origin and version in a
 * process (the contract is code, it changes only with a build), for the served document and
 * the developers' page alike.
 */
export function openApiDocument(origin: string, version: string): OpenApiDocument {
  const key = `${origin} ${version}`;
  let doc = made.get(key);
  if (!doc) {
    doc = describe(origin, version);
    made.set(key, doc);
  }
  return doc;
}

function describe(origin: string, version: string) {
  const paths: Paths = callPaths();
  for (const endpoint of OWN_ENDPOINTS) {
    const method = endpoint.method.toLowerCase();
    if (paths[endpoint.path]?.[method]) throw new Error(`${endpoint.path}: described twice`);
    paths[endpoint.path] = { ...paths[endpoint.path], [method]: ownOperation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Audit institution API',
      version,
      description:
        'The calls of the audit contract (docs/contract.md) and the site’s own (docs/api.md), ' +
        'made from lib/core/contract/calls.ts: every reply is JSON with `status` and `message`; a ' +
        'refused call answers `status: false` with a 4xx or 5xx. Then the site’s own ' +
        'endpoints: the e-mail alerts, the page feedback, the followed requests, the theme, the ' +
        'forms’ captcha, the ' +
        'downloads and feeds of what the pages show, and the operators’ health, metrics and ' +
        'cache revalidation.',
    },
    servers: [{ url: origin }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: { schemas: sharedSchemas(), securitySchemes: SECURITY_SCHEMES },
  };
}
