/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, given to node with --require */
// For scripts run outside Next that use server modules (npm run bench:alerts): `server-only`
// guards against client bundles, and a plain Node process is no client.
const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'server-only') return require.resolve('../test/empty-module.js');
  return resolve.call(this, request, ...rest);
};
