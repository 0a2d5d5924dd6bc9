import { logger } from './logger';

/**
 * One line about a failure for the server log, with no personal data: the
 * error's class, its code and the first line of its message, for it and its
 * causes. A database error's query parameters (a submitted name, phone or
 * e-mail) and any other detail are left out.
 */
export function describeError(e: unknown): string {
  const parts: string[] = [];
  let current: unknown = e;
  for (let depth = 0; depth < 3 && current; depth++) {
    if (!(current instanceof Error)) {
      parts.push(typeof current);
      break;
    }
    const code = 'code' in current ? current.code : undefined;
    // A failed query's message is "Failed query: <sql with $1 placeholders>\nparams: <values>".
    const line = (current.message.split('\n')[0] ?? '').replace(/\bparams:.*$/, '').slice(0, 300);
    parts.push(`${current.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${line}`);
    current = current.cause;
  }
  return parts.join(' <- ');
}

/** Logs a failure without personal data (see describeError), as one JSON line. */
export function logError(context: string, e: unknown): void {
  logger().error({ error: describeError(e) }, context);
}

/** Logs something worth an operator's attention that is not a failure. */
export function logWarning(message: string, detail?: Record<string, string | number>): void {
  logger().warn(detail ?? {}, message);
}
