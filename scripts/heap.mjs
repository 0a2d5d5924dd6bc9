/**
 * The V8 heap ceiling of a site instance. V8 grows its heap lazily while memory is free: one
 * instance settled at 480–720 MB RSS under 8,000 distinct addresses, most of it garbage not yet
 * collected. With a ceiling it collects sooner, for some CPU a render (docs/benchmarks.md,
 * "Page weight, renders and memory (issue 55, 2026-12-06)"). It leaves room for a full data
 * cache (CACHE_MAX_MB 64, counted in characters; Azerbaijani text takes two bytes a character
 * in V8): whoever raises CACHE_MAX_MB raises this too, with `--max-old-space-size` in
 * NODE_OPTIONS, which wins. `npm start` (scripts/start.mjs) and `npm run bench:renders` apply
 * it; the container sets the same NODE_OPTIONS (Dockerfile).
 */
export const HEAP_MB = 256;

/** NODE_OPTIONS with the heap ceiling added, unless it already sets one. */
export function withHeapCeiling(nodeOptions = '') {
  if (/--max-old-space-size/.test(nodeOptions)) return nodeOptions;
  return `${nodeOptions} --max-old-space-size=${HEAP_MB}`.trim();
}
