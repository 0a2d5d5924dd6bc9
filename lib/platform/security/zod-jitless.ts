import { config } from 'zod/v4/core';

// Zod 4 checks whether it may compile parsers with `Function('')`: the CSP
// refuses eval in the browser and reports every such check as a violation.
// Parsers are interpreted instead. The browser's only zod is the request
// form's check, loaded on the first keystroke (components/forms/request-form-check.ts
// imports this first); every page loading it (once, from instrumentation-client)
// cost 5 kB gzip of zod's core on every first load. The server keeps the faster
// compiled parsers. Only `config` is imported; the setting lives on one global
// object that every copy of zod 4 reads.
config({ jitless: true });
