/**
 * The request header by which the patched page renderer (scripts/patch-next.mjs)
 * tells app/global-not-found.tsx that it renders a failed request, not a
 * missing page, and with which status. Keep in step with the script
 * (test/next-patch.test.ts checks).
 */
export const ERROR_HEADER = 'x-site-error-status';

/** The status the header carries (500, 502, 503, 504), or null for a 404. */
export function errorStatus(value: string | null): number | null {
  const status = Number(value);
  return [500, 502, 503, 504].includes(status) ? status : null;
}
