import { randomBytes } from 'node:crypto';

/** A reference as the site makes them: M-YYYYMMDD- and six letters or digits. */
export const REFERENCE = /^M-\d{8}-[A-Z0-9]{6}$/;

/** A reference a citizen can quote: the date and six random letters or digits. */
export function newReference(now = new Date()): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tail = Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return `M-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${tail}`;
}
