import { z } from 'zod';
import { envReader, optionalString } from '@/lib/platform/config/read-env';

const schema = z.object({
  /** pino's level: fatal, error, warn, info, debug, trace or silent */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 1: request lines carry the client's address (off by default: personal data) */
  LOG_CLIENT_ADDRESS: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** the bearer token /metrics asks for; unset: /metrics answers 404 on the site's port */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** a port of its own for /metrics, without token (never behind the public proxy) */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** how long /readyz waits for a dependency */
  READY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  /** after SIGTERM: how long /readyz says 503 before the server stops accepting */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** after SIGTERM: the longest wait for requests in flight before exiting anyway (above the upstream and upload timeouts) */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
});

export type OpsEnv = z.infer<typeof schema>;

/** The operations settings (docs/operations.md), read at run time. */
export const opsEnv: () => OpsEnv = envReader(schema);
