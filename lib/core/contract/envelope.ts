/** The spec's default message for a failure that carries none (docs/contract.md §8). */
export const DEFAULT_ERROR = 'Bilinməyən xəta baş verdi';

/** The part every reply shares: status and message, normalised. */
export interface Envelope {
  status: boolean;
  message: string;
}

/**
 * Reads the envelope of a reply: `status` true/false or 1/0 (as boolean),
 * `message` a string, or null/absent (as ''). Anything else is not the
 * contract: null. Plain code rather than a zod schema because the browser's
 * API calls (lib/core/client/api.ts) use it too, and zod would then ship with
 * every page that loads more cards.
 */
export function readEnvelope(json: unknown): Envelope | null {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
  const status = 'status' in json ? json.status : undefined;
  const message = 'message' in json ? json.message : undefined;
  if (status !== true && status !== false && status !== 0 && status !== 1) return null;
  if (message !== undefined && message !== null && typeof message !== 'string') return null;
  return { status: Boolean(status), message: message ?? '' };
}
