/**
 * Static parts: server-rendered markup that the browser hydrates from the HTML it already has,
 * so the page's RSC payload does not carry it a second time (docs/frontend.md, "Static parts").
 *
 * A server component wraps such markup in `<StaticPart staticPart="name">` (components/shell).
 * Next writes the page's RSC payload twice: once into React's server renderer, which makes the
 * HTML, and once into the HTML as `self.__next_f.push(...)` scripts, from which the browser
 * hydrates. `withoutStaticParts` filters the second copy only: each element that carries the
 * `staticPart` prop loses its children (or inner HTML) and gets `fromHtml: true`, and the component takes its
 * markup from the document instead. The HTML and every RSC response of a client-side navigation
 * are untouched, so the page reads the same with JavaScript off and after a soft navigation.
 *
 * The stream is React Flight's row format: `<hex id>:<row>\n`, where a row is JSON, or a tag
 * letter and JSON, or a text or binary row with its byte length (`<id>:T<hex length>,<bytes>`).
 * Only JSON rows that name the prop are parsed; anything the parser does not recognise is
 * passed on as it is, with the rest of the stream (a filter that fails leaves the payload whole).
 */

import { Readable, Transform } from 'node:stream';

/** The prop that marks a static part, as the payload spells its key. */
const STATIC_PART_PROP = 'staticPart';
const MARK = Buffer.from(`"${STATIC_PART_PROP}":`);

/** Where an element's markup is: its children, or the inner HTML it was given. */
const MARKUP_PROPS = ['children', 'dangerouslySetInnerHTML'];

/** Row tags followed by a hex byte length and a comma instead of a newline-ended body. */
const LENGTH_TAGS = new Set('TAOoUSsLlGgMmV'.split('').map((c) => c.charCodeAt(0)));
const COLON = 58;
const COMMA = 44;
const NEWLINE = 10;
/** A row id (hints, `:H...`, have none). */
const HEX_ID = /^[0-9a-f]*$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Row = { id: string; bytes: Buffer; kind: 'json' | 'text' | 'tagged'; body?: Buffer };

/** A reference to another row: `$<id>`, `$L<id>` (lazy), `$@<id>` (promise)..., with an optional path. */
const REFERENCE = /^\$[L@FQWKBRrXxiT]?([0-9a-f]+)(?::(.*))?$/;
/** The same, found in a row's raw JSON (a cheap first look, confirmed on the parsed row). */
const REFERENCE_IN_TEXT = /"\$[L@FQWKBRrXxiT]?([0-9a-f]+)(?::[^"\\]*)?"/g;

/** A React element in the payload: `["$", type, key, props]`. */
function isElement(node: Json[]): node is ['$', Json, Json, { [key: string]: Json }] {
  return (
    node.length === 4 &&
    node[0] === '$' &&
    node[3] !== null &&
    typeof node[3] === 'object' &&
    !Array.isArray(node[3])
  );
}

/** Every row id `node` refers to. */
function referencesIn(node: Json, into = new Set<string>()): Set<string> {
  if (typeof node === 'string') {
    const m = REFERENCE.exec(node);
    if (m) into.add(m[1]!);
  } else if (Array.isArray(node)) for (const item of node) referencesIn(item, into);
  else if (node && typeof node === 'object')
    for (const v of Object.values(node)) referencesIn(v, into);
  return into;
}

function referencesInText(text: string): Set<string> {
  return new Set([...text.matchAll(REFERENCE_IN_TEXT)].map((m) => m[1]!));
}

/**
 * Drops the children of every static part in `node`, in place. Returns how many parts it found
 * and the rows their children referred to (dropped too, unless something else needs them).
 */
function dropStaticChildren(
  node: Json,
  found = { parts: 0, refs: new Set<string>() },
): { parts: number; refs: Set<string> } {
  if (node === null || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    if (isElement(node)) {
      const props = node[3];
      const markup = MARKUP_PROPS.filter((key) => key in props);
      if (typeof props[STATIC_PART_PROP] === 'string' && markup.length > 0) {
        for (const key of markup) {
          referencesIn(props[key]!, found.refs);
          delete props[key];
        }
        props.fromHtml = true;
        found.parts += 1;
        return found;
      }
      return dropStaticChildren(props, found);
    }
    for (const item of node) dropStaticChildren(item, found);
    return found;
  }
  for (const value of Object.values(node)) dropStaticChildren(value, found);
  return found;
}

/** How React's path references name an element's parts. */
const ELEMENT_PARTS: Record<string, number> = { type: 1, key: 2, props: 3 };

/** A path reference's target in a row's original value (React names an element's parts). */
function resolvePath(value: Json, path: string[]): Json | undefined {
  let at: Json | undefined = value;
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined;
    if (Array.isArray(at)) {
      const part: number | undefined = isElement(at) ? ELEMENT_PARTS[step] : undefined;
      at = at[part ?? Number(step)];
    } else at = at[step];
  }
  return at;
}

/**
 * A stateful filter over the payload's bytes: `push` takes a chunk and returns what can be sent
 * so far, `end` returns the rest.
 *
 * What a static part's children referred to is dropped with them: the rows React outlined
 * (large trees are split into rows of about 3 KB) and the text rows (an HTML body) sent just
 * before. React also refers to an object it has already sent by its path (`$<row>:props:...`):
 * a later row that refers into something dropped gets the original back (the dropped row is sent
 * after all, or the path's target is written in place), so the payload stays complete.
 */
export function staticPartsFilter() {
  let pending = Buffer.alloc(0);
  let passThrough = false;
  /** Rows sent on. */
  const sent = new Set<string>();
  /** Rows held back because only dropped children referred to them, by id. */
  const dropped = new Map<string, Row>();
  /** Rows not yet arrived that only dropped children referred to. */
  const toDrop = new Set<string>();
  /** The original value of each row sent without its static parts' children. */
  const trimmed = new Map<string, Json>();
  /** Text rows waiting for the next JSON row, which may drop them. */
  let held: Row[] = [];

  const send = (row: Row, out: Buffer[]) => {
    sent.add(row.id);
    out.push(row.bytes);
  };

  /** Sends a dropped row after all, with whatever it refers to that was dropped. */
  function restore(id: string, out: Buffer[]) {
    const row = dropped.get(id);
    if (!row) {
      toDrop.delete(id);
      return;
    }
    dropped.delete(id);
    const refs =
      row.kind === 'json' ? referencesInText(row.body!.toString('utf8')) : new Set<string>();
    for (const ref of refs) restore(ref, out);
    send(row, out);
  }

  function jsonRow(row: Row, out: Buffer[]) {
    const text = row.body!.toString('utf8');
    const refs = referencesInText(text);
    if (toDrop.has(row.id)) {
      // Only dropped children refer to it: drop it, and what it refers to.
      toDrop.delete(row.id);
      dropped.set(row.id, row);
      for (const ref of refs) if (!sent.has(ref) && !dropped.has(ref)) toDrop.add(ref);
      return;
    }
    const marked = row.body!.indexOf(MARK) >= 0;
    const intoTrimmed = [...refs].some((ref) => trimmed.has(ref));
    let value: Json | undefined;
    let changed = false;
    let droppedRefs = new Set<string>();
    if (marked || intoTrimmed) {
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
    }
    if (value !== undefined && marked) {
      const original = structuredClone(value);
      const found = dropStaticChildren(value);
      if (found.parts > 0) {
        trimmed.set(row.id, original);
        droppedRefs = found.refs;
        changed = true;
      }
    }
    if (value !== undefined && (intoTrimmed || changed)) {
      // A path into a row sent without some children (this one too): its target, in place.
      const inline = (node: Json): Json => {
        if (typeof node === 'string') {
          const m = REFERENCE.exec(node);
          if (m && m[2] !== undefined && trimmed.has(m[1]!) && node.startsWith(`$${m[1]}:`)) {
            const target = resolvePath(trimmed.get(m[1]!)!, m[2].split(':'));
            if (target !== undefined) {
              changed = true;
              return target;
            }
          }
          return node;
        }
        if (Array.isArray(node)) return node.map(inline);
        if (node && typeof node === 'object')
          return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v)]));
        return node;
      };
      value = inline(value);
    }
    const kept = value !== undefined && changed ? referencesIn(value) : refs;
    // What this row still needs that was dropped comes back first.
    for (const ref of kept) restore(ref, out);
    for (const ref of droppedRefs) {
      if (kept.has(ref) || sent.has(ref)) continue;
      const waiting = held.find((h) => h.id === ref);
      if (waiting) dropped.set(ref, waiting);
      else if (!dropped.has(ref)) toDrop.add(ref);
    }
    for (const h of held) if (!dropped.has(h.id)) send(h, out);
    held = [];
    send(
      changed
        ? {
            ...row,
            bytes: Buffer.concat([
              Buffer.from(`${row.id}:`),
              Buffer.from(JSON.stringify(value)),
              Buffer.from('\n'),
            ]),
          }
        : row,
      out,
    );
  }

  function next(row: Row, out: Buffer[]) {
    if (row.kind === 'json') return jsonRow(row, out);
    if (toDrop.has(row.id)) {
      toDrop.delete(row.id);
      dropped.set(row.id, row);
      return;
    }
    if (row.kind === 'text') {
      held.push(row);
      return;
    }
    send(row, out);
  }

  function rows(): Buffer[] {
    const out: Buffer[] = [];
    let at = 0;
    while (at < pending.length) {
      const colon = pending.indexOf(COLON, at);
      if (colon < 0) break;
      const id = pending.toString('latin1', at, colon);
      if (!HEX_ID.test(id)) {
        passThrough = true;
        break;
      }
      if (colon + 1 >= pending.length) break;
      const tag = pending[colon + 1]!;
      if (LENGTH_TAGS.has(tag)) {
        const comma = pending.indexOf(COMMA, colon + 2);
        if (comma < 0) break;
        const length = parseInt(pending.toString('latin1', colon + 2, comma), 16);
        if (!Number.isFinite(length)) {
          passThrough = true;
          break;
        }
        const end = comma + 1 + length;
        if (end > pending.length) break;
        next({ id, kind: 'text', bytes: pending.subarray(at, end) }, out);
        at = end;
        continue;
      }
      const newline = pending.indexOf(NEWLINE, colon + 1);
      if (newline < 0) break;
      // A tagged row (an import, a hint, an error...) is not a tree: only JSON rows are filtered.
      const isJson = !(tag >= 65 && tag <= 90);
      next(
        {
          id,
          kind: isJson ? 'json' : 'tagged',
          bytes: pending.subarray(at, newline + 1),
          body: pending.subarray(colon + 1, newline),
        },
        out,
      );
      at = newline + 1;
    }
    if (passThrough) {
      // Not understood: everything held or dropped goes out as it is, with the rest.
      for (const id of [...dropped.keys()]) restore(id, out);
      for (const h of held) send(h, out);
      held = [];
      out.push(pending.subarray(at));
      at = pending.length;
    }
    pending = Buffer.from(pending.subarray(at));
    return out;
  }

  return {
    push(chunk: Uint8Array): Buffer {
      if (passThrough) return Buffer.from(chunk);
      pending = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk);
      return Buffer.concat(rows());
    },
    end(): Buffer {
      const out: Buffer[] = [];
      for (const h of held) send(h, out);
      held = [];
      out.push(pending);
      pending = Buffer.alloc(0);
      return Buffer.concat(out);
    },
  };
}

/** The inlined payload's stream, without the static parts' children. */
export function withoutStaticParts(stream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const filter = staticPartsFilter();
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const out = filter.push(chunk);
        if (out.length) controller.enqueue(new Uint8Array(out));
      },
      flush(controller) {
        const rest = filter.end();
        if (rest.length) controller.enqueue(new Uint8Array(rest));
      },
    }),
  );
}

/** Where Next's patched runtime looks for the filter (scripts/patch-next.mjs, edit 4). */
const HOOK = Symbol.for('site.inlinedPayload');

/** The same filter over a Node stream (Next's other writer of the inlined payload). */
function withoutStaticPartsNode(stream: Readable): Readable {
  const filter = staticPartsFilter();
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, filter.push(chunk));
    },
    flush(done) {
      done(null, filter.end());
    },
  });
  // pipe() does not pass an error on: a render that fails must end the payload with it.
  stream.on('error', (error) => out.destroy(error));
  return stream.pipe(out);
}

/**
 * Makes Next filter the RSC payload it writes into each page's HTML (instrumentation.ts). Next
 * hands over a web stream or a Node stream, and reads back the same kind.
 */
export function filterInlinedPayload(): void {
  Reflect.set(globalThis, HOOK, (stream: ReadableStream<Uint8Array> | Readable) =>
    stream instanceof Readable ? withoutStaticPartsNode(stream) : withoutStaticParts(stream),
  );
}
