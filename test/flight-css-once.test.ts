/**
 * The filter that keeps the page's CSS out of the RSC payload in its HTML
 * (scripts/flight-css-once.mjs, the third edit of scripts/patch-next.mjs):
 * only the text rows that are a registered style sheet are emptied, whatever
 * the chunking, and React's own Flight client reads the result as the same
 * tree with the style's text left out.
 */
import * as stream from 'node:stream';
import { Readable } from 'node:stream';
import { createCssOnce } from '../scripts/flight-css-once.mjs';

type FlightClient = {
  createFromNodeStream: (stream: Readable, manifest: object) => Promise<unknown>;
};
// React's Flight client as Next ships it (the reference for the row format).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const flight: FlightClient = require('next/dist/compiled/react-server-dom-turbopack/client.node.js');

const bytes = (text: string) => Buffer.byteLength(text).toString(16);
const textRow = (id: string, text: string) => `${id}:T${bytes(text)},${text}`;

// A style sheet with a multi-byte character, longer than a chunk of the tests.
const CSS = '.skip-link{position:absolute}'.repeat(40) + '.quote::before{content:"é→"}';
// Same byte length as the style sheet, but the text of an article: must pass unchanged.
const ARTICLE = `<p>1:T10,a\n2:"${'x'.repeat(Buffer.byteLength(CSS) - 19)}</p>é→`;
// A Uint8Array row whose bytes look like a newline and the start of a text row: a parser
// that did not know the row's length would take the style sheet's row for text.
const BINARY = Buffer.from('3:o6,\n7:T5,');
const REST = Buffer.concat([
  Buffer.from(textRow('2', ARTICLE)),
  Buffer.from(
    ':HL["/a.css","style"]\n' +
      '0:["$","html",null,{"children":[' +
      '["$","style",null,{"href":"/a.css","precedence":"next","children":"$1"}],' +
      '["$","article",null,{"children":"$2"}],["$","data",null,{"value":"$3"}]]}]\n',
  ),
]);
const PAYLOAD = Buffer.concat([BINARY, Buffer.from(textRow('1', CSS)), REST]);
const EXPECTED = Buffer.concat([BINARY, Buffer.from('1:T0,'), REST]);

function chunks(data: Buffer, sizes: number[]): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  for (let i = 0; at < data.length; i++) {
    const size = sizes[i % sizes.length]!;
    out.push(Buffer.from(data.subarray(at, at + size)));
    at += size;
  }
  return out;
}

async function throughNode(registry: ReturnType<typeof createCssOnce>, parts: Buffer[]) {
  const out: Buffer[] = [];
  for await (const part of registry.node(Readable.from(parts))) out.push(part as Buffer);
  return Buffer.concat(out);
}

async function throughWeb(registry: ReturnType<typeof createCssOnce>, parts: Buffer[]) {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new Uint8Array(part));
      controller.close();
    },
  });
  const reader = registry.web(source).getReader();
  const out: Buffer[] = [];
  for (let r = await reader.read(); !r.done; r = await reader.read())
    out.push(Buffer.from(r.value));
  return Buffer.concat(out);
}

function withCss() {
  const registry = createCssOnce(stream);
  registry.add(CSS);
  registry.add(CSS); // twice: one entry
  registry.add('');
  return registry;
}

describe('the CSS once in the RSC payload', () => {
  it('empties the style sheet’s text row and passes every other byte, however the payload is cut', async () => {
    const registry = withCss();
    for (let size = 1; size <= 48; size++) {
      expect((await throughNode(registry, chunks(PAYLOAD, [size]))).equals(EXPECTED)).toBe(true);
    }
    for (const sizes of [[3, 1000, 7], [PAYLOAD.length], [1, 2, 3, 5, 8, 13, 21, 34]]) {
      expect((await throughNode(registry, chunks(PAYLOAD, sizes))).equals(EXPECTED)).toBe(true);
      expect((await throughWeb(registry, chunks(PAYLOAD, sizes))).equals(EXPECTED)).toBe(true);
    }
  });

  it('changes nothing when no style sheet was registered, or when the text only has its length', async () => {
    const none = createCssOnce(stream);
    expect((await throughNode(none, chunks(PAYLOAD, [5]))).equals(PAYLOAD)).toBe(true);
    const other = createCssOnce(stream);
    other.add(CSS.replace('absolute', 'relative')); // same length, other text
    expect((await throughWeb(other, chunks(PAYLOAD, [64]))).equals(PAYLOAD)).toBe(true);
  });

  it('passes a payload that ends inside a row on as it was', async () => {
    const cut = PAYLOAD.subarray(0, 200); // inside the style sheet's row
    expect((await throughNode(withCss(), chunks(cut, [7]))).equals(cut)).toBe(true);
    const header = Buffer.from('1f:T');
    expect((await throughWeb(withCss(), [header])).equals(header)).toBe(true);
  });

  it('is read by React’s Flight client as the same tree without the style’s text', async () => {
    const manifest = { moduleMap: {}, serverModuleMap: null, moduleLoading: null };
    const read = (data: Buffer) =>
      flight.createFromNodeStream(Readable.from(chunks(data, [100])), manifest);
    const before = JSON.stringify(await read(PAYLOAD), (_, v) =>
      v instanceof Uint8Array ? [...v] : v,
    );
    const after = JSON.stringify(await read(await throughNode(withCss(), [PAYLOAD])), (_, v) =>
      v instanceof Uint8Array ? [...v] : v,
    );
    expect(before).toContain(JSON.stringify(CSS));
    expect(before).toContain(JSON.stringify(ARTICLE));
    expect(after).toBe(before.replace(JSON.stringify(CSS), '""'));
  });
});
