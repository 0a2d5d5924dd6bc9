import { metricsResponse } from '@/lib/platform/observability/metrics-endpoint';

/** GET /metrics: Prometheus metrics, with `Authorization: Bearer $METRICS_TOKEN` (docs/operations.md). */
export const dynamic = 'force-dynamic';

export const GET = metricsResponse;
