import { API_TIMEOUT_MS } from '@/lib/core/client/api';
import { startLoading } from '@/lib/core/client/loading';

/** A form's answer: success with its message, or the problems (per field when known). */
export interface SubmitReply {
  status: boolean;
  message: string;
  errors?: Record<string, string>;
  reference?: string;
}

/**
 * Sends a form to the site's API (multipart or JSON) with the loading bar;
 * null when no usable answer came (network, timeout), so the caller keeps
 * everything the visitor typed and says so.
 */
export async function submitForm(
  url: string,
  body: FormData | object,
): Promise<SubmitReply | null> {
  const stop = startLoading();
  try {
    const init: RequestInit = {
      method: 'POST',
      headers: { accept: 'application/json' },
      // Uploads may be large: allow more than the API's usual 10 s.
      signal: AbortSignal.timeout(body instanceof FormData ? API_TIMEOUT_MS * 12 : API_TIMEOUT_MS),
    };
    if (body instanceof FormData) init.body = body;
    else {
      init.headers = { ...init.headers, 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    const response = await fetch(url, init);
    return readSubmitReply(await response.json());
  } catch {
    return null;
  } finally {
    stop();
  }
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

/**
 * The reply's envelope, read field by field (no schema library here: this
 * runs in every form's first chunk, and zod loads only with the checks).
 */
function readSubmitReply(json: unknown): SubmitReply | null {
  if (typeof json !== 'object' || json === null) return null;
  if (!('status' in json) || typeof json.status !== 'boolean') return null;
  return {
    status: json.status,
    message: 'message' in json && typeof json.message === 'string' ? json.message : '',
    errors: 'errors' in json && isStringRecord(json.errors) ? json.errors : undefined,
    reference:
      'reference' in json && typeof json.reference === 'string' ? json.reference : undefined,
  };
}
