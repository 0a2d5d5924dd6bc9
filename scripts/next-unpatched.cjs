/**
 * Preloaded (`node --require`) by the server of e2e/next-patch-needed.spec.ts: Next's page
 * runtime resolves to NEXT_UNPATCHED_RUNTIME, the runtime as Next ships it (written by
 * `node scripts/patch-next.mjs --unpatched-copy FILE`), instead of the patched one installed.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload */
const Module = require('node:module');
const path = require('node:path');

const RUNTIME = 'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js';
const unpatched = process.env.NEXT_UNPATCHED_RUNTIME;
if (!unpatched) throw new Error('next-unpatched: NEXT_UNPATCHED_RUNTIME is not set');
const installed = require.resolve(RUNTIME);
const target = path.resolve(unpatched);

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveUnpatched(request, ...rest) {
  const file = resolve.call(this, request, ...rest);
  return file === installed ? target : file;
};
