import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

// prom-client stays in node_modules (next.config.mjs serverExternalPackages): the
// instrumentation hook, the routes and cache/handler.mjs share its one registry.

function counter<T extends string>(config: CounterConfiguration<T>): Counter<T> {
  const known = register.getSingleMetric(config.name);
  return known instanceof Counter ? known : new Counter(config);
}

function gauge<T extends string>(config: GaugeConfiguration<T>): Gauge<T> {
  const known = register.getSingleMetric(config.name);
  return known instanceof Gauge ? known : new Gauge(config);
}

function histogram<T extends string>(config: HistogramConfiguration<T>): Histogram<T> {
  const known = register.getSingleMetric(config.name);
  return known instanceof Histogram ? known : new Histogram(config);
}

/** Why a form submission was refused (or that it was accepted). */
export type FormOutcome =
  | 'accepted'
  | 'captcha'
  | 'rate-limit'
  | 'validation'
  | 'size'
  | 'cross-site'
  | 'upstream'
  | 'error';
export type FormName = 'request' | 'survey';

/** The site's metrics (docs/operations.md lists them); every label comes from a fixed set. */
export function metrics() {
  return {
    requests: counter({
      name: 'site_http_requests_total',
      help: 'Requests answered, by route kind and status',
      labelNames: ['kind', 'status'] as const,
    }),
    duration: histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time to answer a request, by route kind',
      labelNames: ['kind'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    upstreamCalls: counter({
      name: 'site_upstream_calls_total',
      help: 'Calls to the external API (AUDIT_API_URL), by call and outcome',
      labelNames: ['call', 'outcome'] as const,
    }),
    upstreamDuration: histogram({
      name: 'site_upstream_call_duration_seconds',
      help: 'Time of a call to the external API, by call',
      labelNames: ['call'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    cacheLookups: counter({
      name: 'site_data_cache_lookups_total',
      help: 'Lookups in the data and page cache (cache/handler.mjs), hit or miss',
      labelNames: ['result'] as const,
    }),
    alertConfirmations: counter({
      name: 'site_alert_confirmations_total',
      help: 'Subscriptions asked for: accepted (a confirmation mail queued unless the address already follows the view), or refused by the mailbox limit or the hourly ceiling',
      labelNames: ['outcome'] as const,
    }),
    mails: counter({
      name: 'site_mails_total',
      help: 'Mails of the delivery queue, by kind (alert, request) and outcome (sent, due: to be retried, failed, dropped)',
      labelNames: ['kind', 'outcome'] as const,
    }),
    forms: counter({
      name: 'site_form_submissions_total',
      help: 'Form submissions, by form and outcome (accepted or the reason of the refusal)',
      labelNames: ['form', 'outcome'] as const,
    }),
    untranslated: gauge({
      name: 'site_untranslated_items',
      help: 'Items without an English translation, by content kind (counted when scraped, at most every 5 minutes)',
      labelNames: ['kind'] as const,
      async collect() {
        const counts = await globalRef.__siteUntranslatedCounter?.().catch(() => null);
        if (!counts) return;
        for (const [kind, n] of Object.entries(counts)) this.set({ kind }, n);
      },
    }),
  };
}

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __siteDefaultMetrics: true | undefined;
  /** The product's count of untranslated items by kind (countUntranslatedWith). */
  var __siteUntranslatedCounter: (() => Promise<Record<string, number>>) | undefined;
}

const globalRef = globalThis;

/**
 * How `site_untranslated_items` is counted at a scrape: the product passes its counter in
 * (instrumentation.ts; the platform knows no content). A failed count leaves the last values.
 */
export function countUntranslatedWith(count: () => Promise<Record<string, number>>): void {
  globalRef.__siteUntranslatedCounter = count;
}

/** Starts the process metrics (CPU, memory, event loop, handles) and the site's, once. */
export function startDefaultMetrics(): void {
  if (globalRef.__siteDefaultMetrics) return;
  globalRef.__siteDefaultMetrics = true;
  collectDefaultMetrics();
  // Registered now, so that every series is there from the start and
  // cache/handler.mjs finds its counter.
  metrics();
}

/** Counts one form submission's outcome. */
export function countForm(form: FormName, outcome: FormOutcome): void {
  metrics().forms.inc({ form, outcome });
}

/** Counts one confirmation mail asked for by a subscription (lib/features/alerts/subscribe-request.ts). */
export function countConfirmation(outcome: 'accepted' | 'mailbox' | 'ceiling'): void {
  metrics().alertConfirmations.inc({ outcome });
}

/** Counts one mail of the delivery queue by its outcome (lib/features/alerts/deliver.ts). */
export function countMail(
  kind: 'alert' | 'request',
  outcome: 'sent' | 'due' | 'failed' | 'dropped',
): void {
  metrics().mails.inc({ kind, outcome });
}

/** The metrics in Prometheus's text format. */
export async function exposition(): Promise<{ body: string; contentType: string }> {
  return { body: await register.metrics(), contentType: register.contentType };
}
