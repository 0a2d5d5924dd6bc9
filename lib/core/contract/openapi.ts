import { z } from 'zod';
import { calls, type CallDef } from './calls';
import { failureReply } from './replies';

/**
 * The calls' part of the OpenAPI 3.1 description of the site's API (docs/open-data.md), made
 * from the one contract: each call's path and method, its request schema as parameters or a
 * body, and its reply schema inside the envelope, through zod's own JSON Schema output.
 * Nothing is written twice: a change to a call changes its description. The whole document,
 * with the site's own endpoints beside the calls, is app/api/openapi.json/_document/document.ts's.
 */

export type JsonSchema = Record<string, unknown>;

/** An operation's parameter (OpenAPI 3.1 Parameter Object). */
export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: unknown;
}

/** A request or response body's schema, by media type. */
export type Content = Record<string, { schema: JsonSchema }>;

/** One response of an operation (OpenAPI 3.1 Response Object). */
export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Content;
}

/** One operation (OpenAPI 3.1 Operation Object), as this description writes them. */
export interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Content };
  responses: Record<string, ResponseObject>;
  security?: Array<Record<string, string[]>>;
}

/** The operations by path, then by method in lower case. */
export type Paths = Record<string, Record<string, Operation>>;

/**
 * Schemas a recursive call names once (the menu's links hold links): zod's `$defs` of each
 * schema, moved to the document's components under the schema's own name prefix, since a
 * `#/$defs/…` reference inside an operation would resolve against the document's root.
 */
const shared: Record<string, JsonSchema> = {};

/** The schemas moved to the document's components so far. */
export const sharedSchemas = () => ({ ...shared });

/**
 * zod's JSON Schema of a schema, without the `$schema` key (OpenAPI 3.1 names the dialect
 * once): a request as the site reads it (`input`), a reply as it answers it (`output`).
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output', prefix: string): JsonSchema {
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

/** What the site's API answers a request it could not serve (lib/core/contract/replies.ts). */
export const FAILURE_SCHEMA: JsonSchema = jsonSchema(failureReply, 'output', 'Failure');

/** The reply of a call as the site's API answers it: the envelope with its data fields. */
function replySchema(name: string, def: CallDef): JsonSchema {
  const envelope = def.reply.extend({ status: z.literal(true), message: z.string() });
  return jsonSchema(envelope, 'output', `${name}Reply`);
}

/** The path parameters of a path ('/api/infoqrafikler/{year}' → ['year']). */
export const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The properties and the required ones of an object's JSON Schema. */
export function schemaFields(schema: JsonSchema) {
  const properties =
    typeof schema.properties === 'object' && schema.properties !== null
      ? Object.entries(schema.properties)
      : [];
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return { properties, required };
}

/** A field's parameter: its schema's description beside it, where OpenAPI readers show it. */
export function parameter(
  name: string,
  where: Parameter['in'],
  required: boolean,
  schema: unknown,
) {
  const description =
    typeof schema === 'object' && schema !== null && 'description' in schema
      ? String(schema.description)
      : undefined;
  return { name, in: where, required, ...(description ? { description } : {}), schema };
}

const FAILURES = {
  '400': 'The input was refused (the message says which field and why)',
  '502': 'The content source answered something the contract does not allow, or failed',
  '504': 'The content source did not answer in time',
};

/** One call's operation: its fields as query parameters (GET) or a body (POST). */
function operation(name: string, def: CallDef): Operation {
  const inPath = pathParameters(def.path);
  const schema = jsonSchema(def.request, 'input', `${name}Request`);
  const { properties, required } = schemaFields(schema);
  const parameters: Parameter[] = inPath.map((p) => ({
    name: p,
    in: 'path',
    required: true,
    schema: properties.find(([key]) => key === p)?.[1] ?? { type: 'string' },
  }));
  let requestBody: Operation['requestBody'];
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
    // The cached reads are the content; the calls never cached are the forms' submissions.
    tags: [def.cache === false ? 'forms' : 'content'],
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

/** Every call of the contract as an operation, by path and method. */
export function callPaths(): Paths {
  const paths: Paths = {};
  for (const [name, def] of Object.entries(calls)) {
    paths[def.path] = { ...paths[def.path], [def.method.toLowerCase()]: operation(name, def) };
  }
  return paths;
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
