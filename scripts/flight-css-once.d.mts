import type { Readable, Transform, pipeline } from 'node:stream';

/** The registry scripts/patch-next.mjs appends to Next's runtime (see flight-css-once.mjs). */
export declare function createCssOnce(stream: {
  Transform: typeof Transform;
  pipeline: typeof pipeline;
}): {
  add(css: unknown): void;
  node(source: Readable): Transform;
  web(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array>;
};
