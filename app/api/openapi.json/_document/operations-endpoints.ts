import { prometheusContentType } from 'prom-client';
import { revalidateReply, revalidateRequest } from '@/lib/core/contract/revalidate';
import { livenessReply, readinessReply } from '@/lib/platform/observability/health-replies';
import { json, refused, text, type OwnEndpoint } from './own-operation';

/** The site's endpoints for operators (docs/operations.md): health, metrics, the cache. */
export const OPERATIONS_ENDPOINTS: OwnEndpoint[] = [
  {
    operationId: 'healthz',
    method: 'GET',
    path: '/healthz',
    tag: 'operations',
    summary: 'Liveness: the process answers (touches no dependency)',
    responses: { '200': { description: 'Alive', content: json(livenessReply) } },
  },
  {
    operationId: 'readyz',
    method: 'GET',
    path: '/readyz',
    tag: 'operations',
    summary: 'Readiness: whether this instance should get traffic',
    description:
      'Checks within READY_TIMEOUT_MS each dependency this instance uses: the database, Redis ' +
      '(REDIS_URL), the upstream (AUDIT_API_URL).',
    responses: {
      '200': { description: 'Ready', content: json(readinessReply) },
      '503': {
        description: 'A dependency failed or timed out, or the process is stopping',
        content: json(readinessReply),
      },
    },
  },
  {
    operationId: 'metrics',
    method: 'GET',
    path: '/metrics',
    tag: 'operations',
    summary: 'Prometheus metrics',
    description: 'Also on METRICS_PORT without a token, for a scraper on a private network.',
    security: 'metricsToken',
    responses: {
      '200': text('The metrics, in Prometheus’ text format', prometheusContentType),
      '401': {
        ...text('The token is missing or wrong'),
        headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
      },
      '404': text('No METRICS_TOKEN: not served on the site’s port'),
    },
  },
  {
    operationId: 'cacheRevalidate',
    method: 'POST',
    path: '/api/cache/revalidate',
    tag: 'operations',
    summary: 'Mark cached content stale, so pages show a change on their next visit',
    security: 'revalidateToken',
    body: { schema: revalidateRequest, media: ['application/json'] },
    responses: {
      '200': { description: 'The tags made stale', content: json(revalidateReply) },
      '400': refused('The body is not JSON, or names no known tag'),
      '401': refused('The token is missing or wrong'),
      '404': refused('No REVALIDATE_TOKEN: the revalidation is off'),
    },
  },
];
