/**
 * The V8 heap ceiling of a site instance. V8 grows its heap lazily while memory is free: one
 * instance settled at about 700 MB RSS under 8,000 distinct addresses, most of it garbage not
 * yet collected. With a ceiling it collects sooner (docs/benchmarks.md, "Memory"). The ceiling
 * leaves room for a full data cache (CACHE_MAX_MB, 64 MB as the cache counts it; Azerbaijani
 * text takes two bytes a character in V8): an operator who raises CACHE_MAX_MB raises this too,
 * with their own `--max-old-space-size` in NODE_OPTIONS, which wins. `npm start` (scripts/start.mjs) and the
 * benchmarks apply it; the container's CMD passes the same flag (Dockerfile).
 */
export const HEAP_MB = 256;

/** NODE_OPTIONS with the heap ceiling added, unless it already sets one. */
export function withHeapCeiling(nodeOptions = '') {
  if (/--max-old-space-size/.test(nodeOptions)) return nodeOptions;
  return `${nodeOptions} --max-old-space-size=${HEAP_MB}`.trim();
}
