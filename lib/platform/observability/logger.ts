import pino, { type DestinationStream, type Logger } from 'pino';
import { opsEnv } from './env';
import { currentRequest } from './request-context';

/**
 * Keys whose values are never written, wherever they appear in a logged
 * object: a request's body, query, headers or form fields, and the personal
 * fields of the forms. The code logs none of them; this is the net below.
 */
const REDACTED_PATHS = [
  'body',
  'query',
  'headers',
  'fields',
  'input',
  'cookie',
  'authorization',
  '*.body',
  '*.query',
  '*.headers',
  '*.fields',
  '*.input',
  '*.cookie',
  '*.authorization',
  '*.e_poct',
  '*.email',
  '*.nomre',
  '*.ad',
  '*.soyad',
  '*.ata_ad',
  '*.unvan',
  'e_poct',
  'email',
  'nomre',
];

/** A JSON-lines logger: ISO time, level name, the current request's id (docs/operations.md). */
export function createLogger(
  level: string,
  destination: DestinationStream = { write: (line: string) => process.stdout.write(line) },
): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, remove: true },
      mixin: () => {
        const request = currentRequest();
        return request ? { requestId: request.id } : {};
      },
    },
    destination,
  );
}

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __siteLogger: Logger | undefined;
}

const globalRef = globalThis;

/** The process's logger (LOG_LEVEL, default info). */
export function logger(): Logger {
  return (globalRef.__siteLogger ??= createLogger(opsEnv().LOG_LEVEL));
}
