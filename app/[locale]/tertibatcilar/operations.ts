import { schemaSummary, type Operation, type Paths } from '@/lib/core/contract/openapi';

/** A field of an operation as the developers' page lists it: where it goes, and its type. */
interface Field {
  name: string;
  in: string;
  required: boolean;
  type: string;
}

/** One status an operation answers, with the media types of its body (none: a redirect). */
interface Answer {
  status: string;
  media: string[];
}

/** An operation of the description, with its method and path, as the page shows it. */
export interface ShownOperation {
  id: string;
  method: string;
  path: string;
  summary?: string;
  fields: Field[];
  /** the body's media types (a form's: urlencoded, multipart, JSON) */
  bodyTypes: string[];
  /** the data fields of a JSON 200, beside the envelope's status and message */
  replyFields: string[];
  answers: Answer[];
  /** the security scheme's name (a bearer token), if it needs one */
  security?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A request body's fields (from its first media type's JSON Schema: all of them hold the same). */
function bodyFields(op: Operation): Field[] {
  const media = Object.values(op.requestBody?.content ?? {})[0];
  const schema = media?.schema ?? {};
  const properties = isRecord(schema.properties) ? Object.entries(schema.properties) : [];
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return properties.map(([name, s]) => ({
    name,
    in: 'body',
    required: required.includes(name),
    type: schemaSummary(s),
  }));
}

/** The data fields of the JSON 200 reply: its properties but the envelope's. */
function replyFields(op: Operation): string[] {
  const schema = op.responses['200']?.content?.['application/json']?.schema;
  const properties = schema && isRecord(schema.properties) ? schema.properties : {};
  return Object.keys(properties).filter((k) => k !== 'status' && k !== 'message');
}

/** Every operation of a description, in its order, as the developers' page shows it. */
export function shownOperations(paths: Paths): ShownOperation[] {
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      ...(op.summary ? { summary: op.summary } : {}),
      fields: [
        ...(op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required,
          type: schemaSummary(p.schema),
        })),
        ...bodyFields(op),
      ],
      bodyTypes: Object.keys(op.requestBody?.content ?? {}),
      replyFields: replyFields(op),
      answers: Object.entries(op.responses).map(([status, r]) => ({
        status,
        media: Object.keys(r.content ?? {}),
      })),
      ...(op.security?.[0] ? { security: Object.keys(op.security[0]).join(', ') } : {}),
    })),
  );
}
