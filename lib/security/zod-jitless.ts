import { config } from 'zod/v4/core';

// Zod 4 checks whether it may compile parsers with `Function('')`: the CSP
// refuses eval in the browser and reports every such check as a violation.
// Parsers are interpreted instead (instrumentation-client.ts imports this
// before the application's code runs). Only `config` is imported: the whole
// `z` namespace here put 30 kB gzip of zod into every page's first load,
// pages that parse nothing included; the setting lives on one global object
// that every copy of zod 4 reads.
config({ jitless: true });
