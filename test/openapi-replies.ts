import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { calls, type CallName } from '@/lib/core/contract/calls';
import { FAILURE_SCHEMA, type Operation } from '@/lib/core/contract/openapi';
import { openApiDocument } from '@/app/api/openapi.json/_document/document';

const doc = () => openApiDocument('https://sai.example.az', '0');

function validator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  // The components travel along: a recursive reply refers to them from the document's root.
  const compile = (schema: object) => ajv.compile({ ...schema, components: doc().components });
  const complaints = (check: ReturnType<typeof ajv.compile>) =>
    (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  return { ajv, compile, complaints };
}

/**
 * Checks a reply of the site's API against its OpenAPI description (lib/core/contract/openapi.ts,
 * the document /api/openapi.json serves) with a JSON Schema validator (Ajv, draft 2020-12):
 * the operation's 200 schema for `status: true`, the failure schema otherwise. Answers the
 * validator's complaints, [] when the reply is as described: the description cannot drift from
 * what the calls answer.
 */
export function replyChecker(): (name: CallName, body: unknown) => string[] {
  const { ajv, compile, complaints } = validator();
  const failure = ajv.compile(FAILURE_SCHEMA);
  const success = new Map<CallName, ReturnType<typeof ajv.compile>>();
  const described = (name: CallName) => {
    const { path, method } = calls[name];
    const response = doc().paths[path]?.[method.toLowerCase()]?.responses['200'];
    return compile(response?.content?.['application/json']?.schema ?? { not: {} });
  };
  return (name, body) => {
    const ok = typeof body === 'object' && body !== null && 'status' in body && body.status;
    let check = ok ? success.get(name) : failure;
    if (!check) {
      check = described(name);
      success.set(name, check);
    }
    return check(body) ? [] : complaints(check);
  };
}

/** A media type without its parameters ('text/csv; charset=utf-8' → 'text/csv'). */
const bare = (media: string) => media.split(';')[0]!.trim().toLowerCase();

/**
 * Checks a reply of one of the site's own endpoints (app/api/openapi.json/_document) against the operation the
 * description names `operationId`: its status is described, with the headers that response
 * promises, and its body has a described media type and validates against that schema (Ajv).
 * Answers the complaints, [] when the reply is as described. Reads a clone: the reply stays
 * readable.
 */
export function ownReplyChecker(): (operationId: string, reply: Response) => Promise<string[]> {
  const { compile, complaints } = validator();
  const operations = new Map<string, Operation>();
  for (const methods of Object.values(doc().paths))
    for (const op of Object.values(methods)) operations.set(op.operationId, op);
  return async (operationId, reply) => {
    const op = operations.get(operationId);
    if (!op) return [`no operation ${operationId}`];
    const described = op.responses[String(reply.status)];
    if (!described) return [`${operationId}: ${reply.status} is not described`];
    const problems = Object.keys(described.headers ?? {})
      .filter((name) => !reply.headers.has(name))
      .map((name) => `${operationId} ${reply.status}: no ${name} header`);
    const body = await reply.clone().text();
    const type = reply.headers.get('content-type');
    if (!described.content)
      return body ? [...problems, 'a body where none is described'] : problems;
    const media = Object.keys(described.content).find(
      (m) => m === type || (type !== null && bare(m) === bare(type)),
    );
    if (!media) return [...problems, `${operationId} ${reply.status}: ${type} is not described`];
    const check = compile(described.content[media]!.schema);
    const value: unknown = bare(media).endsWith('json') ? JSON.parse(body) : body;
    return check(value) ? problems : [...problems, ...complaints(check)];
  };
}
