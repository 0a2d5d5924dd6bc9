import type { LivenessReply } from '@/lib/platform/observability/health-replies';

/** GET /healthz: the process answers. Touches no dependency (docs/operations.md). */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const reply: LivenessReply = { status: 'ok' };
  return Response.json(reply, { headers: { 'cache-control': 'no-store' } });
}
