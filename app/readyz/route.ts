import { getDb } from '@/lib/core/db/client';
import { readiness } from '@/lib/platform/observability/health';
import type { ReadinessReply } from '@/lib/platform/observability/health-replies';

/**
 * GET /readyz: 200 when this instance should get traffic, 503 naming the
 * dependency that failed or `draining` while it stops (docs/operations.md).
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const { ready, draining, checks } = await readiness(getDb);
  const status = ready ? 'ready' : draining ? 'draining' : 'unavailable';
  const failed = Object.entries(checks)
    .filter(([, check]) => check !== 'ok')
    .map(([name]) => name);
  const reply: ReadinessReply = { status, checks, ...(failed.length > 0 ? { failed } : {}) };
  return Response.json(reply, {
    status: ready ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
