import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded database's buffer pool (PostgreSQL's shared_buffers). PGlite's PostgreSQL
 * runs in the site's process and its WebAssembly memory touches the whole pool at start, so
 * the stock 128 MB stayed resident for the process's life (146 MB of shared memory in all,
 * 42 at 32 MB). A page not in the pool is read from the operating system's file cache: at
 * 16 MB the searches at a hundred times the demo volume took ~30 % longer, at 32 MB as long
 * as at 128 (docs/benchmarks.md, "Page weight, renders and memory (issue 55, 2026-12-06)").
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * Opens a PGlite client on a data directory with the site's settings and extensions: the one
 * place that knows them (the site, `db:backup` and `db:restore` open the directory here).
 */
export async function createEmbeddedClient(
  dir: string,
  options: Omit<PGliteOptions, 'extensions' | 'startParams'> = {},
): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dir, {
    ...options,
    extensions: { pg_trgm },
    // startParams replaces PGlite's own (single-user mode, no workers, …): keep them.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
}
