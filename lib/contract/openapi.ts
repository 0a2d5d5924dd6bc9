import { z } from 'zod';
import { calls, type CallDef } from './calls';

/**
 * The OpenAPI 3.1 description of the site's API (docs/open-data.md), made from the one
 * contract: each call's path and method, its request schema as parameters or a body, and its
 * reply schema inside the envelope, through zod's own JSON Schema output. Nothing is written
 * twice: a change to a call changes its description. Served at /api/openapi.json.
 */

type JsonSchema = Record<string, unknown>;

/** What the site's API answers a call it could not serve (400, 404, 405, 413, 429, 502, 504). */
export const FAILURE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    status: { const: false },
    message: { type: 'string', description: 'Why, in the language of the request' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'A message per refused field (forms)',
    },
  },
  required: ['status', 'message'],
};

/**
 * Schemas a recursive call names once (the menu's links hold links): zod's `$defs` of each
 * schema, moved to the document's components under the schema's own name prefix, since a
 * `#/$defs/…` reference inside an operation would resolve against the document's root.
 */
const shared: Record<string, JsonSchema> = {};

/** zod's JSON Schema of a schema, without the `$schema` key (OpenAPI 3.1 names the dialect once). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', prefix: string): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  const text = JSON.stringify(generated).replaceAll(
    '"#/$defs/',
    `"#/components/schemas/${prefix}_`,
  );
  const { $defs, ...rest }: JsonSchema = JSON.parse(text);
  Reflect.deleteProperty(rest, '$schema');
  if (typeof $defs === 'object' && $defs !== null)
    for (const [name, def] of Object.entries($defs)) shared[`${prefix}_${name}`] = def;
  return rest;
}

/** The reply of a call as the site's API answers it: the envelope with its data fields. */
export function replySchema(name: string, def: CallDef): JsonSchema {
  const envelope = def.reply.extend({ status: z.literal(true), message: z.string() });
  return jsonSchema(envelope, 'output', `${name}Reply`);
}

/** The path parameters of a call's path ('/api/infoqrafikler/{year}' → ['year']). */
const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The properties and the required ones of a request schema (an object, or a refined one). */
function requestFields(name: string, def: CallDef) {
  const schema = jsonSchema(def.request, 'input', `${name}Request`);
  const properties =
    typeof schema.properties === 'object' && schema.properties !== null
      ? Object.entries(schema.properties)
      : [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return { schema, properties, required };
}

const FAILURES = {
  '400': 'The input was refused (the message says which field and why)',
  '502': 'The content source answered something the contract does not allow, or failed',
  '504': 'The content source did not answer in time',
};

/** One operation: the call's fields as query parameters (GET) or a body (POST). */
function operation(name: string, def: CallDef) {
  const inPath = pathParameters(def.path);
  const { schema, properties, required } = requestFields(name, def);
  const parameters = inPath.map((p) => ({
    name: p,
    in: 'path',
    required: true,
    schema: properties.find(([key]) => key === p)?.[1] ?? { type: 'string' },
  }));
  let requestBody: JsonSchema | undefined;
  if (def.method === 'GET') {
    for (const [key, value] of properties) {
      if (inPath.includes(key)) continue;
      parameters.push({ name: key, in: 'query', required: required.has(key), schema: value });
    }
  } else if (properties.length > 0) {
    const media = def.wire.place === 'multipart' ? 'multipart/form-data' : 'application/json';
    requestBody = { required: required.size > 0, content: { [media]: { schema } } };
  }
  const failures = Object.fromEntries(
    Object.entries(FAILURES).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: FAILURE_SCHEMA } } },
    ]),
  );
  return {
    operationId: name,
    tags: [def.cache === false ? 'submissions' : def.cache.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': {
        description: 'The data, in the envelope every reply carries',
        content: { 'application/json': { schema: replySchema(name, def) } },
      },
      ...failures,
    },
  };
}

const made = new Map<string, ReturnType<typeof describe>>();

/**
 * The whole description, for a site at `origin`: made once per origin and version in a
 * process (the contract is code, it changes only with a build), for the served document and
 * the developers' page alike.
 */
export function openApiDocument(origin: string, version: string) {
  const key = `${origin} ${version}`;
  let doc = made.get(key);
  if (!doc) {
    doc = describe(origin, version);
    made.set(key, doc);
  }
  return doc;
}

function describe(origin: string, version: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const [name, def] of Object.entries(calls)) {
    paths[def.path] = { ...paths[def.path], [def.method.toLowerCase()]: operation(name, def) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Audit institution API',
      version,
      description:
        'The calls of the audit contract (docs/contract.md) and the site’s own (docs/api.md), ' +
        'made from lib/contract/calls.ts. Every reply is JSON with `status` and `message`; ' +
        'a refused call answers `status: false` with a 4xx or 5xx.',
    },
    servers: [{ url: origin }],
    paths,
    components: { schemas: { ...shared } },
  };
}

/** A field's type in a few words, from its JSON Schema ('integer', 'az | en', 'array'). */
export function schemaSummary(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return 'any';
  if ('enum' in schema && Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if ('anyOf' in schema && Array.isArray(schema.anyOf)) {
    const kinds = [...new Set(schema.anyOf.map(schemaSummary))].filter((k) => k !== '""');
    return kinds.join(' | ');
  }
  if ('type' in schema && typeof schema.type === 'string') return schema.type;
  return 'any';
}
