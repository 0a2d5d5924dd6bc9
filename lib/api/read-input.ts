import { RequestError } from '@/lib/source/errors';

/** Largest request body the JSON API reads (uploads have their own limit). */
export const MAX_BODY_BYTES = 256 * 1024;

function fromEntries(entries: Iterable<[string, FormDataEntryValue | string]>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) out[key] = value;
  return out;
}

async function readBody(req: Request): Promise<Record<string, unknown>> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new RequestError('Request body is too large');
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return fromEntries((await req.formData()).entries());
    } catch {
      throw new RequestError('Request body is not a valid form');
    }
  }
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new RequestError('Request body is too large');
  if (text.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RequestError('Request body is not valid JSON');
  }
  if (json === null || typeof json !== 'object') {
    throw new RequestError('Request body must be a JSON object');
  }
  return Array.isArray(json) ? { answers: json } : (json as Record<string, unknown>);
}

/**
 * A call's input from wherever the caller put it: the query string, a JSON
 * body, a form body, and path parameters (later ones win).
 */
export async function readInput(
  req: Request,
  params: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const query = fromEntries(new URL(req.url).searchParams.entries());
  const body = req.method === 'GET' || req.method === 'HEAD' ? {} : await readBody(req);
  return { ...query, ...body, ...params };
}
