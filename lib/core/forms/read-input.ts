import { env } from '@/lib/platform/config/env';
import { RequestError } from '@/lib/platform/http/request-error';
import { readBodyBytes } from '@/lib/platform/http/body-limit';
import { targetTooLong, tooLongMessage } from '@/lib/platform/http/too-long';

function fromEntries(entries: Iterable<[string, FormDataEntryValue | string]>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) out[key] = value;
  return out;
}

async function readBody(req: Request): Promise<Record<string, unknown>> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  // At most API_MAX_BODY_BYTES are read, whatever the headers say (413 past that).
  const bytes = await readBodyBytes(req, env().API_MAX_BODY_BYTES);
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      const copy = new Request(req.url, { method: 'POST', headers: req.headers, body: bytes });
      return fromEntries((await copy.formData()).entries());
    } catch {
      throw new RequestError('Request body is not a valid form');
    }
  }
  const text = new TextDecoder().decode(bytes);
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
  return Array.isArray(json) ? { answers: json } : { ...json };
}

/**
 * A call's input from wherever the caller put it: the query string, a JSON
 * body, a form body, and path parameters (later ones win).
 */
export async function readInput(
  req: Request,
  params: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const url = new URL(req.url);
  // The proxy refuses long addresses, but not the API requests with a body it never sees.
  if (targetTooLong(url.pathname, url.search)) {
    throw new RequestError(tooLongMessage(), { status: 414 });
  }
  const query = fromEntries(url.searchParams.entries());
  const body = req.method === 'GET' || req.method === 'HEAD' ? {} : await readBody(req);
  return { ...query, ...body, ...params };
}
