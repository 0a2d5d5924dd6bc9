import { readiness } from '@/lib/observability/health';

/**
 * GET /readyz: 200 when this instance should get traffic, 503 naming the
 * dependency that failed or `draining` while it stops (docs/operations.md).
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const { ready, draining, checks } = await readiness();
  const status = ready ? 'ready' : draining ? 'draining' : 'unavailable';
  const failed = Object.keys(checks).filter((name) => checks[name] !== 'ok');
  return Response.json(
    { status, checks, ...(failed.length > 0 ? { failed } : {}) },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
