import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { calls, type CallName } from '@/lib/contract/calls';
import { FAILURE_SCHEMA, openApiDocument } from '@/lib/contract/openapi';

/**
 * Checks a reply of the site's API against its OpenAPI description (lib/contract/openapi.ts,
 * the document /api/openapi.json serves) with a JSON Schema validator (Ajv, draft 2020-12):
 * the operation's 200 schema for `status: true`, the failure schema otherwise. Answers the
 * validator's complaints, [] when the reply is as described: the description cannot drift from
 * what the calls answer.
 */
export function replyChecker(): (name: CallName, body: unknown) => string[] {
  const doc = openApiDocument('https://sai.example.az', '0');
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const failure = ajv.compile(FAILURE_SCHEMA);
  const success = new Map<CallName, ReturnType<typeof ajv.compile>>();
  const described = (name: CallName) => {
    const { path, method } = calls[name];
    const schema =
      doc.paths[path]?.[method.toLowerCase()]?.responses['200'].content['application/json'].schema;
    // The components travel along: a recursive reply refers to them from the document's root.
    return ajv.compile({ ...schema, components: doc.components });
  };
  return (name, body) => {
    const ok = typeof body === 'object' && body !== null && 'status' in body && body.status;
    let check = ok ? success.get(name) : failure;
    if (!check) {
      check = described(name);
      success.set(name, check);
    }
    if (check(body)) return [];
    return (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  };
}
