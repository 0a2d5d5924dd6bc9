import { z } from 'zod';

/**
 * What /healthz and /readyz answer (docs/operations.md): one definition for the routes and
 * the OpenAPI description.
 */

/** The dependencies /readyz checks: those this instance uses. */
const DEPENDENCIES = ['database', 'redis', 'upstream'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

/** The state of one dependency: never an error message (it could name a host or a secret). */
const checkResult = z.enum(['ok', 'failed', 'timeout']);
export type CheckResult = z.infer<typeof checkResult>;

/** GET /healthz: the process answers. */
export const livenessReply = z.object({ status: z.literal('ok') });
export type LivenessReply = z.input<typeof livenessReply>;

/** GET /readyz: whether this instance should get traffic, and each dependency's state. */
export const readinessReply = z.object({
  status: z
    .enum(['ready', 'draining', 'unavailable'])
    .describe('ready (200); draining while the process stops, or unavailable (503)'),
  checks: z
    .partialRecord(z.enum(DEPENDENCIES), checkResult)
    .describe('Each dependency this instance uses, by name'),
  failed: z.array(z.string()).optional().describe('The dependencies not ok, when some are not'),
});
export type ReadinessReply = z.input<typeof readinessReply>;
