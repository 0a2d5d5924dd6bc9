/** Runs once when a server process starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First: the request's URL is parsed by Next after these hooks (lib/platform/http/dot-segments.ts).
  const { keepDotSegments } = await import('@/lib/platform/http/dot-segments');
  keepDotSegments();
  // Each page's inlined RSC payload leaves out its static parts' markup (docs/frontend.md).
  const { filterInlinedPayload } = await import('@/lib/platform/render/static-parts');
  filterInlinedPayload();
  const { env } = await import('@/lib/platform/config/env');
  const { observeHttp } = await import('@/lib/platform/observability/http-observer');
  const { routeKinds } = await import('@/lib/platform/observability/route-kind');
  const { SITE_ROUTE_KINDS } = await import('@/lib/core/site/route-kinds');
  observeHttp(env().TRUSTED_PROXIES, routeKinds(SITE_ROUTE_KINDS).kindOf);
  const { formsEnv } = await import('@/lib/core/forms/env');
  const { countUntranslatedWith, startDefaultMetrics } =
    await import('@/lib/platform/observability/metrics');
  const { untranslatedCounts } = await import('@/lib/features/translations/counter');
  countUntranslatedWith(untranslatedCounts);
  startDefaultMetrics();
  const { startMetricsPort } = await import('@/lib/platform/observability/metrics-endpoint');
  startMetricsPort();
  const { handleStopSignals } = await import('@/lib/platform/observability/shutdown');
  const { closeAll, getEmbeddedClient } = await import('@/lib/core/db/client');
  handleStopSignals(closeAll);
  const { answerBackupRequests } = await import('@/lib/platform/db/backup');
  const { logError, logWarning } = await import('@/lib/platform/observability/log');
  answerBackupRequests(getEmbeddedClient, (e) => logError('backup', e));
  const { appendPeerAddress } = await import('@/lib/platform/http/peer-address');
  appendPeerAddress();
  const { dropInternalHeaders } = await import('@/lib/platform/http/internal-headers');
  dropInternalHeaders();
  const { noncePlaceholder } = await import('@/lib/platform/security/nonce');
  const { compressPagesForEdge } = await import('@/lib/platform/http/edge-compression');
  compressPagesForEdge(noncePlaceholder());
  const { removeStaleUploads } = await import('@/lib/core/forms/storage');
  // Partial uploads left by a crash are never kept, nor counted as submissions.
  const removed = removeStaleUploads(formsEnv().DATA_DIR);
  if (removed > 0) logWarning('removed partial uploads left by a crash', { removed });
  // E-mail alerts: detection and the delivery queue run in every server instance (docs/alerts.md).
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startAlertsWorker } = await import('@/lib/features/alerts/worker');
    // The followed requests' mails share its queue; their erasure runs in its rounds.
    const { requestsPlug } = await import('@/lib/features/requests/worker');
    startAlertsWorker(requestsPlug);
  }
}
