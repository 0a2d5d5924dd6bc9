import { RequestError } from './request-error';

const TOO_LARGE = {
  az: 'Sorğunun həcmi həddən artıq böyükdür',
  en: 'Request body is too large',
} as const;

/**
 * The reply to a body over the limit: 413, `{status:false, message}`, in the
 * language the address asks for (`?language=en`; the body is not read).
 */
function tooLarge(req: Request): RequestError {
  const en = new URL(req.url).searchParams.get('language') === 'en';
  return new RequestError(TOO_LARGE[en ? 'en' : 'az'], { status: 413 });
}

/** Whether the request declares a length over the limit (refused before a byte is read). */
export const declaredOver = (req: Request, max: number): boolean =>
  Number(req.headers.get('content-length') ?? 0) > max;

function checkDeclaredLength(req: Request, max: number): void {
  if (declaredOver(req, max)) throw tooLarge(req);
}

/**
 * The request body, read up to `max` bytes whatever the headers say: past
 * that the stream is cancelled (the rest is never read) and a 413 thrown.
 */
export async function readBodyBytes(req: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  checkDeclaredLength(req, max);
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(req);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/**
 * The request body as a stream that fails with a 413 once more than `max`
 * bytes have passed (for bodies parsed while they stream in, such as uploads).
 */
export function boundedBody(req: Request, max: number): ReadableStream<Uint8Array> | null {
  checkDeclaredLength(req, max);
  if (!req.body) return null;
  let total = 0;
  return req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > max) controller.error(tooLarge(req));
        else controller.enqueue(chunk);
      },
    }),
  );
}
