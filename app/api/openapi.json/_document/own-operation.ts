import { z } from 'zod';
import {
  jsonSchema,
  parameter,
  pathParameters,
  schemaFields,
  type Content,
  type Operation,
  type Parameter,
  type ResponseObject,
} from '@/lib/core/contract/openapi';
import { failureReply } from '@/lib/core/contract/replies';

/**
 * The site's own endpoints outside the call table (docs/open-data.md): each one's request and
 * responses as the zod schemas its handler parses or types its replies with, made an OpenAPI
 * operation here through zod's JSON Schema output, as the calls are (lib/core/contract/openapi.ts).
 */

/** The groups of the description: the calls' two and the site's own. */
export const TAGS = {
  content: 'The contract’s calls that read content (docs/contract.md §7, docs/api.md)',
  forms: 'The forms’ submissions and their captcha',
  alerts: 'E-mail alerts of new content (docs/alerts.md)',
  feedback: 'The pages’ “Is this page useful?” (docs/page-feedback.md)',
  requests: 'Following a request from receipt to answer (docs/requests.md)',
  site: 'The visitor’s settings',
  'open data': 'Downloads and feeds of what the pages show (docs/open-data.md)',
  operations: 'For operators: health, metrics, the cache (docs/operations.md)',
} as const;
type Tag = keyof typeof TAGS;

/** The bearer tokens operators configure (OpenAPI security schemes). */
export const SECURITY_SCHEMES = {
  revalidateToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'REVALIDATE_TOKEN: the cache revalidation is off (404) without it',
  },
  requestsStatusToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'REQUESTS_STATUS_TOKEN: the state endpoint refuses everything (401) without it',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'METRICS_TOKEN: /metrics on the site’s port is off (404) without it',
  },
} as const;

/** How a form's fields may come: a form without JavaScript, a multipart form, or a script's JSON. */
export const FORM_MEDIA = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json',
] as const;

/** A response of an endpoint: what it means, its headers, and its body by media type. */
export interface OwnResponse {
  description: string;
  /** header name → what it holds */
  headers?: Record<string, string>;
  /** media type → the body's schema (z.string() for text, CSV, Atom, HTML) */
  content?: Record<string, z.ZodType>;
}

/** One of the site's own endpoints. */
export interface OwnEndpoint {
  operationId: string;
  method: 'GET' | 'POST';
  /** the public path; {name} marks a path parameter */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** the path parameters, one field each */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: { schema: z.ZodObject; media: readonly string[] };
  responses: Record<string, OwnResponse>;
  security?: keyof typeof SECURITY_SCHEMES;
}

/** A JSON reply. */
export const json = (schema: z.ZodType) => ({ 'application/json': schema });

/** A refusal `{status:false, message}` (lib/core/contract/replies.ts). */
export const refused = (description: string): OwnResponse => ({
  description,
  content: json(failureReply),
});

/**
 * A refusal of a form a page posts (lib/core/forms/form-refusal.ts): `{status:false, message}` for a
 * script, and for a form posted without JavaScript a page saying why, with a way back.
 */
export const formRefused = (description: string): OwnResponse => ({
  description,
  content: { ...json(failureReply), 'text/html': z.string() },
});

/** A plain-text reply. */
export const text = (description: string, media = 'text/plain'): OwnResponse => ({
  description,
  content: { [media]: z.string() },
});

/** A 303 to a page, for a form posted without JavaScript. */
export const redirect = (description: string, headers: Record<string, string> = {}) => ({
  description,
  headers: { Location: 'The page to show', ...headers },
});

/** The refusals of reading any form's body (lib/core/forms/read-input.ts). */
export const BODY_REFUSALS = {
  '413': refused('The body is too large'),
  '414': refused('The address is too long'),
};

/** An object schema's fields as parameters of one place. */
function parameters(schema: z.ZodObject | undefined, where: Parameter['in'], prefix: string) {
  if (!schema) return [];
  const { properties, required } = schemaFields(jsonSchema(schema, 'input', prefix));
  return properties.map(([name, s]) =>
    parameter(name, where, where === 'path' || required.has(name), s),
  );
}

function content(byMedia: Record<string, z.ZodType>, io: 'input' | 'output', prefix: string) {
  const out: Content = {};
  for (const [media, schema] of Object.entries(byMedia))
    out[media] = { schema: jsonSchema(schema, io, prefix) };
  return out;
}

function response(r: OwnResponse, prefix: string): ResponseObject {
  const headers = Object.entries(r.headers ?? {}).map(([name, description]) => [
    name,
    { description, schema: { type: 'string' } },
  ]);
  return {
    description: r.description,
    ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
    ...(r.content ? { content: content(r.content, 'output', prefix) } : {}),
  };
}

/** An endpoint's OpenAPI operation. */
export function ownOperation(e: OwnEndpoint): Operation {
  const prefix = e.operationId;
  const params = parameters(e.params, 'path', `${prefix}Path`);
  const missing = pathParameters(e.path).filter((p) => !params.some((q) => q.name === p));
  if (missing.length) throw new Error(`${e.operationId}: no schema for {${missing.join('}, {')}}`);
  const all = [...params, ...parameters(e.query, 'query', `${prefix}Query`)];
  const body = e.body;
  const requestBody = body && {
    required: true,
    content: content(
      Object.fromEntries(body.media.map((m) => [m, body.schema])),
      'input',
      `${prefix}Request`,
    ),
  };
  return {
    operationId: e.operationId,
    tags: [e.tag],
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    ...(all.length ? { parameters: all } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: Object.fromEntries(
      Object.entries(e.responses).map(([status, r]) => [status, response(r, `${prefix}${status}`)]),
    ),
    ...(e.security ? { security: [{ [e.security]: [] }] } : {}),
  };
}
