import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded database's buffer pool (PostgreSQL's shared_buffers). PGlite's PostgreSQL
 * runs in the site's process and its WebAssembly memory touches the whole pool at start, so
 * the stock 128 MB stayed resident for the process's life. At 16 MB one instance's plateau
 * fell by about 120 MB (docs/benchmarks.md, "Memory"); a page not in the pool is read from
 * the operating system's file cache, which no figure of the search or page benches noticed.
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

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
