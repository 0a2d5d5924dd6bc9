import zlib from 'node:zlib';

/**
 * A gzip body whose nonce the edge can renew without compressing it again
 * (docs/topology.md, "Compressed pages from the cache").
 *
 * The page is compressed once, at the highest level, into one ordinary gzip
 * stream in which every occurrence of the nonce placeholder is a *stored*
 * deflate block: the placeholder's bytes appear there as they are, so nginx's
 * `sub_filter` replaces them in the compressed body exactly as in a plain one
 * (same length: the placeholder has as many characters as nginx's
 * `$request_id`). The text between two placeholders is compressed with the
 * text before it as its dictionary, but with each placeholder masked by a byte
 * the page never contains, so no back-reference ever points into a nonce
 * (whatever nonce the decoder has there, the rest decodes the same).
 *
 * What a new nonce would change besides is the trailer's CRC-32. The CRC is
 * linear: replacing the placeholder P by N at an occurrence followed by `a`
 * bytes changes it by x^(8a)·L(N⊕P) modulo the CRC polynomial, L being the
 * CRC register of the 32 bytes alone. Summed over the occurrences, the change
 * is S·L(N⊕P) with S = Σ x^(8a). So the page gets a closing comment of
 * `SLOTS` slots, each either a placeholder (renewed with the others) or as
 * many spaces, chosen (linear algebra over GF(2)) so that S is zero: then the
 * CRC is the same for every nonce, and the edge needs nothing but sub_filter.
 * The comment holds nothing a visitor does not already have (the nonce is on
 * every script of the page) and sits after `</html>`, where HTML keeps
 * comments without effect.
 */

/** The length of nginx's `$request_id` (32 hexadecimal characters): the only placeholder length this works for. */
export const EDGE_NONCE_LENGTH = 32;

/** Slots of the balancing comment: more than the CRC's 32 bits, so that a solution exists. */
const SLOTS = 40;
const COMMENT_OPEN = '<!--';
const COMMENT_CLOSE = '-->';

/** A 32×32 bit matrix over GF(2), as its 32 columns (column i: the image of bit i). */
type Matrix = Uint32Array;

function apply(m: Matrix, v: number): number {
  let r = 0;
  for (let i = 0; v !== 0; i++, v >>>= 1) if (v & 1) r ^= m[i]!;
  return r >>> 0;
}

function multiply(a: Matrix, b: Matrix): Matrix {
  return b.map((column) => apply(a, column));
}

/** The CRC register after one more zero byte: eight steps of the reflected CRC-32 polynomial. */
function zeroByte(register: number): number {
  let c = register;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
}

/** The operator "one more zero byte" on the CRC register (it is linear). */
const ZERO_BYTE: Matrix = new Uint32Array(32).map((_, i) => zeroByte((1 << i) >>> 0));

/** The operator "n more zero bytes" (square and multiply): x^(8n) in the CRC's ring. */
function zeros(n: number): Matrix {
  let result: Matrix = new Uint32Array(32).map((_, i) => (1 << i) >>> 0);
  let square = ZERO_BYTE;
  for (; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) result = multiply(square, result);
    square = multiply(square, square);
  }
  return result;
}

/**
 * The slots to fill with the placeholder so that Σ x^(8a) over every
 * occurrence is zero (`after`: the bytes after each occurrence of the page,
 * the comment included; `slotAfter`: the same for each slot), or null if no
 * choice does it. Gaussian elimination over the matrices' 1,024 bits.
 */
function balancingSlots(after: number[], slotAfter: number[]): number[] | null {
  const target = new Uint32Array(32);
  for (const a of after) {
    const m = zeros(a);
    for (let i = 0; i < 32; i++) target[i]! ^= m[i]!;
  }
  // Each row: a slot's matrix, and which slots it is the sum of (a bit mask).
  const rows = slotAfter.map((a, j) => ({ m: zeros(a), slots: 1n << BigInt(j) }));
  const goal = { m: target, slots: 0n };
  let rank = 0;
  for (let bit = 0; bit < 32 * 32 && rank < rows.length; bit++) {
    const [word, mask] = [bit >> 5, 1 << (bit & 31)];
    const pivot = rows.findIndex((r, k) => k >= rank && (r.m[word]! & mask) !== 0);
    if (pivot < 0) continue;
    [rows[rank], rows[pivot]] = [rows[pivot]!, rows[rank]!];
    const p = rows[rank]!;
    for (const r of [...rows.filter((_, k) => k !== rank), goal]) {
      if ((r.m[word]! & mask) === 0) continue;
      for (let i = 0; i < 32; i++) r.m[i]! ^= p.m[i]!;
      r.slots ^= p.slots;
    }
    rank++;
  }
  if (goal.m.some((w) => w !== 0)) return null;
  // The rows left without a pivot are now zero: their slot sets change nothing. Of the
  // solutions they give (2^8 when the rank is 32), the one with the fewest nonces.
  let best = goal.slots;
  const free = rows.slice(rank, rank + 12).map((r) => r.slots);
  for (let pick = 1; pick < 2 ** free.length; pick++) {
    let slots = goal.slots;
    free.forEach((f, k) => (slots ^= (pick >> k) & 1 ? f : 0n));
    if (popcount(slots) < popcount(best)) best = slots;
  }
  return slotAfter.map((_, j) => j).filter((j) => (best >> BigInt(j)) & 1n);
}

function popcount(bits: bigint): number {
  let n = 0;
  for (let b = bits; b; b &= b - 1n) n++;
  return n;
}

/** Where `needle` occurs in `haystack`, without overlaps. */
function occurrences(haystack: Buffer, needle: Buffer): number[] {
  const found: number[] = [];
  for (
    let at = haystack.indexOf(needle);
    at >= 0;
    at = haystack.indexOf(needle, at + needle.length)
  )
    found.push(at);
  return found;
}

/** A byte the text never contains, to mask the placeholders in the dictionaries. */
function absentByte(text: Buffer): number | null {
  const seen = new Uint8Array(256);
  for (const b of text) seen[b] = 1;
  const free = seen.indexOf(0);
  return free >= 0 ? free : null;
}

/**
 * The page with its balancing comment: every occurrence of the placeholder
 * then leaves the CRC the same whatever nonce replaces it. Null when the
 * page has no placeholder (nothing to renew) or no balance exists.
 */
export function balanced(html: Buffer, placeholder: Buffer): Buffer | null {
  const at = occurrences(html, placeholder);
  if (at.length === 0) return null;
  const n = placeholder.length;
  const comment = COMMENT_OPEN.length + SLOTS * n + COMMENT_CLOSE.length;
  const after = at.map((p) => html.length - p - n + comment);
  const slotAfter = Array.from(
    { length: SLOTS },
    (_, j) => (SLOTS - 1 - j) * n + COMMENT_CLOSE.length,
  );
  const chosen = balancingSlots(after, slotAfter);
  if (!chosen) return null;
  const blank = ' '.repeat(n);
  const slots = slotAfter.map((_, j) =>
    chosen.includes(j) ? placeholder.toString('latin1') : blank,
  );
  return Buffer.concat([
    html,
    Buffer.from(COMMENT_OPEN + slots.join('') + COMMENT_CLOSE, 'latin1'),
  ]);
}

const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);
/** An empty final block (fixed Huffman codes, end of block at once). */
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * `html` compressed for the edge, or null when the page holds no placeholder
 * (nothing to renew: nginx compresses it as any other response), the
 * placeholder has not nginx's nonce length, or the page contains every byte
 * value (no mask).
 */
export function nonceGzip(html: Buffer, placeholder: string, level = 9): Buffer | null {
  const needle = Buffer.from(placeholder, 'latin1');
  if (needle.length !== EDGE_NONCE_LENGTH) return null;
  const text = balanced(html, needle);
  const mask = text && absentByte(text);
  if (!text || mask === null) return null;
  const at = occurrences(text, needle);

  const masked = Buffer.from(text);
  for (const p of at) masked.fill(mask, p, p + needle.length);
  const storedHeader = Buffer.from([
    0,
    needle.length & 0xff,
    needle.length >> 8,
    ~needle.length & 0xff,
    (~needle.length >> 8) & 0xff,
  ]);
  const parts: Buffer[] = [GZIP_HEADER];
  const compress = (start: number, end: number, last: boolean) => {
    if (start === end) return;
    parts.push(
      zlib.deflateRawSync(text.subarray(start, end), {
        level,
        memLevel: 9,
        finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
        ...(start > 0 ? { dictionary: masked.subarray(Math.max(0, start - WINDOW), start) } : {}),
      }),
    );
  };
  let start = 0;
  for (const p of at) {
    compress(start, p, false);
    parts.push(storedHeader, needle);
    start = p + needle.length;
  }
  if (start < text.length) compress(start, text.length, true);
  else parts.push(EMPTY_FINAL_BLOCK);

  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(text), 0);
  trailer.writeUInt32LE(text.length % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
