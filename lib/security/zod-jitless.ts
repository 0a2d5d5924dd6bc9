import { z } from 'zod';

// Zod 4 checks whether it may compile parsers with `Function('')`: the CSP
// refuses eval in the browser and reports every such check as a violation.
// Parsers are interpreted instead (instrumentation-client.ts imports this
// before the application's code runs).
z.config({ jitless: true });
