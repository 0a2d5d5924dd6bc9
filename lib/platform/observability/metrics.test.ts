import { register } from 'prom-client';
import { metricsResponse } from './metrics-endpoint';
import { countForm, countUntranslatedWith, metrics } from './metrics';
import { SITE_ROUTE_KINDS } from '@/lib/core/site/route-kinds';
import { routeKinds, statusLabel } from './route-kind';

const { kinds: ROUTE_KINDS, kindOf: routeKind } = routeKinds(SITE_ROUTE_KINDS);

const TOKEN = 'metrics-token-0123456789abcdef';

describe('route kinds', () => {
  it('name the requests the site answers', () => {
    expect(routeKind('/')).toBe('page');
    expect(routeKind('/en/xeberler?page=2')).toBe('page');
    expect(routeKind('/api/xeberler/get?id=1')).toBe('api');
    expect(routeKind('/api/sorgu-ve-muracietler/add?language=en')).toBe('form-request');
    expect(routeKind('/api/sorgu')).toBe('form-survey');
    expect(routeKind('/_next/image?url=%2Fimg%2Fa.jpg&w=640&q=75')).toBe('image');
    expect(routeKind('/_next/static/chunks/a.js')).toBe('static');
    expect(routeKind('/healthz')).toBe('health');
    expect(routeKind('/readyz')).toBe('health');
    expect(routeKind('/metrics')).toBe('metrics');
    expect(routeKind('/sitemap.xml')).toBe('sitemap');
    expect(routeKind('/img/logo.svg')).toBe('file');
  });

  it('stay within a fixed set whatever the address (1,000 unknown ones)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const noise = `${i.toString(36)}-${'%zz'.repeat(i % 7)}`;
      for (const url of [`/${noise}`, `/api/${noise}`, `/${noise}.php`, `//${noise}`, noise])
        seen.add(routeKind(url));
    }
    for (const kind of seen) expect(ROUTE_KINDS).toContain(kind);
    expect(seen.size).toBeLessThanOrEqual(5);
    expect(statusLabel(999)).toBe('0');
    expect(statusLabel(404)).toBe('404');
  });
});

describe('GET /metrics', () => {
  const req = (authorization?: string) =>
    new Request('http://localhost/metrics', {
      headers: authorization ? { authorization } : {},
    });

  afterEach(() => {
    delete process.env.METRICS_TOKEN;
  });

  it('is not there without METRICS_TOKEN', async () => {
    expect((await metricsResponse(req(`Bearer ${TOKEN}`))).status).toBe(404);
  });

  it('answers 401 and no data without the right token', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    for (const auth of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const reply = await metricsResponse(req(auth));
      expect(reply.status).toBe(401);
      expect(await reply.text()).not.toContain('site_');
    }
  });

  it("gives the site's counters with the token, and they move", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    metrics();
    const value = async () => {
      const text = await (await metricsResponse(req(`Bearer ${TOKEN}`))).text();
      const line = text
        .split('\n')
        .find((l) => l.startsWith('site_form_submissions_total{form="survey",outcome="captcha"}'));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const before = await value();
    countForm('survey', 'captcha');
    countForm('survey', 'captcha');
    expect(await value()).toBe(before + 2);
    expect(register.getSingleMetric('site_http_requests_total')).toBeDefined();
  });
});

describe('site_untranslated_items', () => {
  it("counts at a scrape with the product's counter, and keeps the last values when it fails", async () => {
    metrics();
    countUntranslatedWith(async () => ({ xeber: 8, derc: 4 }));
    let text = await register.metrics();
    expect(text).toContain('site_untranslated_items{kind="xeber"} 8');
    expect(text).toContain('site_untranslated_items{kind="derc"} 4');
    countUntranslatedWith(async () => Promise.reject(new Error('upstream down')));
    text = await register.metrics();
    expect(text).toContain('site_untranslated_items{kind="xeber"} 8');
  });
});
