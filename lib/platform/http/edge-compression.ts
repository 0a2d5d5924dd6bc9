import http from 'node:http';
import { EDGE_NONCE_LENGTH, nonceGzip } from './nonce-gzip';
import { onEveryRequest } from './on-request';

const PATCHED = Symbol.for('audit.edgeCompression');

/**
 * The request header with which the shipped nginx asks for a page compressed
 * for its cache (deploy/nginx/audit-site.conf sends it only for requests it
 * may cache, from clients that accept gzip).
 */
export const EDGE_GZIP_REQUEST = 'x-nonce-gzip';

/** A page larger than this is sent as it is (nginx compresses it per response, as before). */
export const EDGE_GZIP_MAX_BYTES = 4 * 1024 * 1024;

type Callback = (error?: Error | null) => void;
type OutgoingHeaders = http.OutgoingHttpHeaders | http.OutgoingHttpHeader[];

const isCallback = (a: unknown): a is Callback => typeof a === 'function';
/** writeHead's header argument: an object, or a flat [name, value, ...] list. */
const isHeaders = (a: unknown): a is OutgoingHeaders => typeof a === 'object' && a !== null;

const REPLACED = new Set(['content-length', 'content-encoding']);

/** `writeHead`'s header argument without the headers the compressed body replaces. */
function withoutLength(headers: OutgoingHeaders): OutgoingHeaders {
  if (Array.isArray(headers)) {
    const kept: http.OutgoingHttpHeader[] = [];
    for (let i = 0; i + 1 < headers.length; i += 2)
      if (!REPLACED.has(String(headers[i]).toLowerCase())) kept.push(headers[i]!, headers[i + 1]!);
    return kept;
  }
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !REPLACED.has(name.toLowerCase())),
  );
}

/** The content type given to writeHead, or else set on the response. */
function contentType(res: http.ServerResponse, rest: unknown[]): string {
  const headers = rest.find(isHeaders);
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === 'content-type') return String(headers[i + 1]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers))
      if (name.toLowerCase() === 'content-type') return String(value);
  }
  return String(res.getHeader('content-type') ?? '');
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  const text = String(chunk);
  return Buffer.from(
    text,
    typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8',
  );
}

/**
 * Holds one page response back until it is complete, then sends it as a
 * nonce-renewable gzip body (lib/platform/http/nonce-gzip.ts). Anything but a complete
 * 200 HTML page under the size bound is passed on unchanged, as it comes.
 */
function compressWhenComplete(res: http.ServerResponse, placeholder: string): void {
  // The response's own methods (the prototype's, which other hooks may wrap),
  // called with whatever arguments Next gave.
  const proto = http.ServerResponse.prototype;
  const writeHead = (...args: unknown[]): unknown => Reflect.apply(proto.writeHead, res, args);
  const write = (...args: unknown[]): unknown => Reflect.apply(proto.write, res, args);
  const end = (...args: unknown[]): unknown => Reflect.apply(proto.end, res, args);
  /** Puts this response's own override of a method in place. */
  const override = (name: 'writeHead' | 'write' | 'end', fn: (...args: unknown[]) => unknown) =>
    Object.defineProperty(res, name, { value: fn, configurable: true, writable: true });
  /** Removes the overrides: the prototype's methods again. */
  const restore = () => {
    for (const name of ['writeHead', 'write', 'end']) Reflect.deleteProperty(res, name);
  };
  let head: [number, ...unknown[]] | null = null;
  let passing = false;
  let chunks: Buffer[] = [];
  let size = 0;

  /** From here on the response goes out as it comes; what was held back first. */
  const passOn = () => {
    passing = true;
    restore();
    if (head) writeHead(...head);
    for (const chunk of chunks) write(chunk);
    chunks = [];
  };

  override('writeHead', (status: unknown, ...rest: unknown[]) => {
    head = [Number(status), ...rest];
    const html = /^text\/html\b/i.test(contentType(res, rest));
    if (status !== 200 || !html || res.getHeader('content-encoding')) passOn();
    return res;
  });
  // What Node's own _implicitHeader() does: the status set so far, through the override.
  const implicitHead = () => res.writeHead(res.statusCode);
  override('write', (chunk: unknown, encoding?: unknown, cb?: unknown) => {
    if (!head) implicitHead();
    if (passing) return write(chunk, encoding, cb);
    const buffer = toBuffer(chunk, encoding);
    chunks.push(buffer);
    size += buffer.length;
    const done = [encoding, cb].find(isCallback);
    if (done) process.nextTick(done);
    if (size > EDGE_GZIP_MAX_BYTES) passOn();
    return true;
  });
  override('end', (...args: unknown[]) => {
    const done = args.find(isCallback);
    const [chunk, encoding] = args.filter((a) => !isCallback(a));
    if (!head) implicitHead();
    if (passing) return end(...args);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    let gz: Buffer | null = null;
    try {
      gz = nonceGzip(Buffer.concat(chunks), placeholder);
    } catch (error) {
      // Never a lost page: it goes out as it is, and nginx compresses it.
      console.error('[edge-compression] sent uncompressed:', error);
    }
    if (!gz) {
      passOn();
      return end(...(done ? [done] : []));
    }
    restore();
    const [status, ...rest] = head!;
    const headers = rest.map((a) => (isHeaders(a) ? withoutLength(a) : a));
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', gz.length);
    writeHead(status, ...headers);
    return end(gz, ...(done ? [done] : []));
  });
}

/**
 * Compresses pages for the edge's cache when it asks (EDGE_GZIP_REQUEST, a
 * GET, a nonce placeholder of nginx's nonce length configured): the page is
 * compressed once at the highest level, and nginx renews its nonce in every
 * response without compressing it again (docs/topology.md, "Compressed pages
 * from the cache"). The page is then sent whole rather than streamed: nginx
 * caches it whole anyway. Installed once, from instrumentation.ts, with the
 * deployment's placeholder (noncePlaceholder(), lib/platform/security/nonce.ts), if any.
 */
export function compressPagesForEdge(placeholder: string | undefined): void {
  if (!placeholder) return;
  if (placeholder.length !== EDGE_NONCE_LENGTH) {
    console.warn(
      `[edge-compression] CSP_NONCE_PLACEHOLDER has ${placeholder.length} characters, not ${EDGE_NONCE_LENGTH} (openssl rand -hex 16): nginx will compress every page response itself`,
    );
    return;
  }
  onEveryRequest(PATCHED, (req, res) => {
    if (req.method === 'GET' && req.headers[EDGE_GZIP_REQUEST] === '1')
      compressWhenComplete(res, placeholder);
  });
}
