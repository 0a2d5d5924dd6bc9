/**
 * The site's own endpoints outside the call table (app/api/openapi.json/_document, docs/open-data.md), called
 * in-process through their route handlers over the embedded database with the demo content:
 * every reply, success or refusal, JSON or not, is as /api/openapi.json describes it — its
 * status, the headers that status promises, its media type and its body's schema
 * (test/openapi-replies.ts). Next's request-time services the handlers reach are stood in for:
 * the page cache reads the source directly, translations come from the message files, and
 * revalidateTag is recorded.
 */
import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { reseed } from '@/demo/seed';
import { POST as confirmRoute } from '@/app/api/alerts/confirm/route';
import { GET as alertsChallengeRoute } from '@/app/api/alerts/challenge/route';
import { POST as manageRoute } from '@/app/api/alerts/manage/route';
import { POST as subscribeRoute } from '@/app/api/alerts/subscribe/route';
import { POST as unsubscribeRoute } from '@/app/api/alerts/unsubscribe/route';
import { POST as revalidateRoute } from '@/app/api/cache/revalidate/route';
import { GET as captchaChallengeRoute } from '@/app/api/captcha/challenge/route';
import { POST as pageFeedbackRoute } from '@/app/api/page-feedback/route';
import { POST as themeRoute } from '@/app/api/theme/route';
import { GET as trackerExportRoute } from '@/app/api/tovsiyyeler/export/route';
import { GET as feedRoute } from '@/app/feeds/[locale]/[list]/route';
import { GET as listDataRoute } from '@/app/list-data/[locale]/[list]/[format]/route';
import { GET as metricsRoute } from '@/app/metrics/route';
import { alertsSecret } from '@/lib/features/alerts/secret';
import { issueConfirmToken, subscribe } from '@/lib/features/alerts/subscriptions';
import { signId } from '@/lib/features/alerts/tokens';
import { closeAll, getDb } from '@/lib/core/db/client';
import { alertSubscriptions } from '@/lib/core/db/schema';
import { freshDataDir } from '@/test/fresh-data-dir';
import { altchaToken } from './altcha-token';
import { ownReplyChecker } from './openapi-replies';

jest.mock('@/lib/core/content/cache', () => {
  const { getSource } = jest.requireActual<typeof import('@/lib/core/content/source')>(
    '@/lib/core/content/source',
  );
  return { read: (name: never, input: never) => getSource().call(name, input) };
});
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const { loadMessages } = jest.requireActual<typeof import('@/messages')>('@/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'az' | 'en'; namespace: string }) => {
      const messages: Record<string, unknown> = await loadMessages(locale);
      return createTranslator({ locale, messages, namespace });
    },
  };
});
jest.mock('next/cache', () => ({
  ...jest.requireActual<typeof import('next/cache')>('next/cache'),
  revalidateTag: jest.fn(),
}));

const DATA_DIR = '.test-data/own-endpoints';
process.env.DATA_DIR = DATA_DIR;
process.env.FORM_RATE_LIMIT = '100000';
freshDataDir(DATA_DIR);

const SITE = 'http://localhost:3000';
const check = ownReplyChecker();

/** A form post as a page without JavaScript sends it. */
const formPost = (path: string, fields: Record<string, string>) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** A script's post: JSON in, JSON asked for. */
const scriptPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The reply, after checking it against the operation the description names. */
async function described(operationId: string, reply: Response, status: number) {
  expect(await check(operationId, reply)).toEqual([]);
  expect(reply.status).toBe(status);
  return reply;
}

beforeAll(async () => {
  await reseed(await getDb());
}, 120_000);

afterAll(async () => {
  // A subscription's confirmation mail goes out off the request: let it finish first.
  await Promise.all([...(globalThis.__alertsSoon?.runs.values() ?? [])].map((r) => r.running));
  await closeAll();
});

describe('the forms’ captcha', () => {
  it('answers a challenge, and 404 over an upstream', async () => {
    await described('captchaChallenge', await captchaChallengeRoute(), 200);
    await described('alertsChallenge', await alertsChallengeRoute(), 200);
    process.env.AUDIT_API_URL = 'http://127.0.0.1:9/';
    try {
      await described('captchaChallenge', await captchaChallengeRoute(), 404);
      // The alerts' own challenge: the site verifies it in both modes.
      await described('alertsChallenge', await alertsChallengeRoute(), 200);
    } finally {
      delete process.env.AUDIT_API_URL;
    }
  });
});

describe('the theme', () => {
  it('answers a script with JSON and a form post with a 303, both setting the cookie', async () => {
    const json = await described(
      'theme',
      await themeRoute(scriptPost('/api/theme', { theme: 'dark' })),
      200,
    );
    expect(await json.json()).toEqual({ status: true, theme: 'dark' });
    const page = await described(
      'theme',
      await themeRoute(formPost('/api/theme', { theme: 'light', return: '/en/xeberler' })),
      303,
    );
    expect(page.headers.get('location')).toBe('/en/xeberler');
  });

  it('refuses an unknown theme and a post from another site, as JSON or as a page', async () => {
    await described('theme', await themeRoute(scriptPost('/api/theme', { theme: 'blue' })), 400);
    const page = await described(
      'theme',
      await themeRoute(formPost('/api/theme', { theme: 'blue' })),
      400,
    );
    expect(page.headers.get('content-type')).toContain('text/html');
    const forged = scriptPost('/api/theme', { theme: 'dark' }, { origin: 'https://evil.example' });
    await described('theme', await themeRoute(forged), 403);
  });
});

describe('the page feedback', () => {
  const path = '/en/xeber/1';

  it('thanks a script, and sends a form post back to its page', async () => {
    const thanks = await pageFeedbackRoute(
      scriptPost('/api/page-feedback', { path, useful: 'yes' }),
    );
    expect((await (await described('pageFeedback', thanks, 200)).json()).status).toBe(true);
    const back = await described(
      'pageFeedback',
      await pageFeedbackRoute(formPost('/api/page-feedback', { path, useful: 'no' })),
      303,
    );
    // A "no" without its text: the page asks for it.
    expect(back.headers.get('location')).toContain('feedback=no');
  });

  it('refuses a page that is none, and a form posted from another site', async () => {
    const none = scriptPost('/api/page-feedback', { path: '/sorgu', useful: 'yes' });
    await described('pageFeedback', await pageFeedbackRoute(none), 400);
    const forged = new Request(`${SITE}/api/page-feedback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams({ path, useful: 'yes' }).toString(),
    });
    await described('pageFeedback', await pageFeedbackRoute(forged), 403);
  });
});

describe('the e-mail alerts', () => {
  it('subscribes an address, and refuses a bad one as JSON or with the result page', async () => {
    const fields = { view: 'xeber', query: '', frequency: 'daily', lang: 'en' };
    const token = await altchaToken(DATA_DIR);
    const ok = scriptPost('/api/alerts/subscribe', {
      ...fields,
      email: 'a@example.az',
      verified_token: token,
    });
    await described('alertsSubscribe', await subscribeRoute(ok), 200);
    const bad = { ...fields, email: 'not an address' };
    await described(
      'alertsSubscribe',
      await subscribeRoute(scriptPost('/api/alerts/subscribe', bad)),
      400,
    );
    const page = await described(
      'alertsSubscribe',
      await subscribeRoute(formPost('/api/alerts/subscribe', bad)),
      303,
    );
    expect(page.headers.get('location')).toContain('e=email');
  });

  it('confirms once, unsubscribes in one click once, and erases an address', async () => {
    const db = await getDb();
    const follow = (target: string) =>
      subscribe(db, {
        email: 'b@example.az',
        language: 'en',
        target,
        title: target,
        frequency: 'instant',
      });
    const id = (await follow('xeber'))!;
    const { token } = (await issueConfirmToken(db, id))!;
    const confirm = () => confirmRoute(scriptPost('/api/alerts/confirm', { t: token, lang: 'en' }));
    await described('alertsConfirm', await confirm(), 200);
    await described('alertsConfirm', await confirm(), 410);
    const forgedConfirm = scriptPost('/api/alerts/confirm', { t: 'x' });
    await described('alertsConfirm', await confirmRoute(forgedConfirm), 400);

    // A mail client's one-click post (RFC 8058): the token in the address, no Accept.
    const secret = alertsSecret();
    const oneClick = () =>
      unsubscribeRoute(
        formPost(`/api/alerts/unsubscribe?t=${signId(secret, 'unsubscribe', id)}`, {
          'List-Unsubscribe': 'One-Click',
        }),
      );
    await described('alertsUnsubscribe', await oneClick(), 200);
    await described('alertsUnsubscribe', await oneClick(), 410);
    const forged = formPost('/api/alerts/unsubscribe', { t: 'forged' });
    await described('alertsUnsubscribe', await unsubscribeRoute(forged), 303);

    // The manage page's "unsubscribe from all": the address and what it still follows go.
    const other = (await follow('cixis'))!;
    const [row] = await db
      .select({ addressId: alertSubscriptions.addressId })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.id, other));
    const manage = () =>
      manageRoute(
        scriptPost('/api/alerts/manage', { t: signId(secret, 'manage', row!.addressId) }),
      );
    await described('alertsManage', await manage(), 200);
    await described('alertsManage', await manage(), 410);
    const forgedManage = scriptPost('/api/alerts/manage', { t: 'x' });
    await described('alertsManage', await manageRoute(forgedManage), 400);
  });
});

describe('the open data', () => {
  const get = (path: string) => new Request(`${SITE}${path}`);
  const params = <P extends Record<string, string>>(p: P) => ({ params: Promise.resolve(p) });
  /** The rows of a JSON download: some, for the check to bite. */
  const rows = async (reply: Response) => {
    const { rows } = await reply.json();
    expect(rows.length).toBeGreaterThan(0);
  };

  it('downloads the tracker’s rows and history as CSV and JSON, and refuses a wrong format', async () => {
    const exported = (query: string) => trackerExportRoute(get(`/api/tovsiyyeler/export?${query}`));
    await described('trackerExport', await exported('format=csv&language=en'), 200);
    await rows(await described('trackerExport', await exported('format=json'), 200));
    await rows(await described('trackerExport', await exported('format=json&file=history'), 200));
    await described('trackerExport', await exported('format=xml'), 400);
  });

  it('downloads a list, a filter view and a legal list as CSV and JSON', async () => {
    const data = (locale: string, list: string, format: string, query = '') =>
      listDataRoute(
        get(`/list-data/${locale}/${list}/${format}${query}`),
        params({ locale, list, format }),
      );
    await described('listData', await data('az', 'xeberler', 'csv'), 200);
    await rows(
      await described('listDataEn', await data('en', 'elanlar', 'json', '?section=satinalma'), 200),
    );
    await rows(await described('listData', await data('az', 'qanunlar', 'json'), 200));
    await rows(
      await described('filterDataEn', await data('en', 'filter', 'json', '?type=audit'), 200),
    );
    await described('listData', await data('az', 'no-such-list', 'csv'), 404);
    await described('filterData', await data('az', 'filter', 'xml'), 404);
  });

  it('gives the Atom feeds of a list, a filter view, the tracker and a recommendation', async () => {
    const feed = async (operationId: string, locale: string, list: string, query = '') => {
      const reply = await feedRoute(
        get(`/feeds/${locale}/${list}${query}`),
        params({ locale, list }),
      );
      expect(await (await described(operationId, reply, 200)).text()).toContain('<entry>');
    };
    await feed('listFeed', 'az', 'xeberler');
    await feed('listFeedEn', 'en', 'elanlar', '?section=satinalma');
    await feed('filterFeed', 'az', 'filter', '?type=rey');
    await feed('trackerFeedEn', 'en', 'qerarlarin-izlenilmesi');
    await feed('recommendationFeed', 'az', 'tovsiyye-5');
    const missing = (list: string) =>
      feedRoute(get(`/feeds/az/${list}`), params({ locale: 'az', list }));
    await described('recommendationFeed', await missing('tovsiyye-999999999'), 404);
    await described('listFeed', await missing('no-such-list'), 404);
  });
});

describe('the operators’ endpoints', () => {
  const TOKEN = 'a-token-of-sixteen-characters-or-more';
  const bearer = (path: string, token: string, init: RequestInit = {}) =>
    new Request(`${SITE}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });

  it('serves the metrics with the token only', async () => {
    await described('metrics', await metricsRoute(bearer('/metrics', TOKEN)), 404);
    process.env.METRICS_TOKEN = TOKEN;
    try {
      await described(
        'metrics',
        await metricsRoute(bearer('/metrics', 'a-wrong-token-of-sixteen')),
        401,
      );
      await described('metrics', await metricsRoute(bearer('/metrics', TOKEN)), 200);
    } finally {
      delete process.env.METRICS_TOKEN;
    }
  });

  it('revalidates the named tags with the token only', async () => {
    const body = (tags: unknown) => ({ method: 'POST', body: JSON.stringify({ tags }) });
    const revalidate = (token: string, tags: unknown) =>
      revalidateRoute(bearer('/api/cache/revalidate', token, body(tags)));
    await described('cacheRevalidate', await revalidate(TOKEN, ['menu']), 404);
    process.env.REVALIDATE_TOKEN = TOKEN;
    try {
      await described(
        'cacheRevalidate',
        await revalidate('a-wrong-token-of-sixteen', ['menu']),
        401,
      );
      await described('cacheRevalidate', await revalidate(TOKEN, ['no-such-tag']), 400);
      await described('cacheRevalidate', await revalidate(TOKEN, ['menu', 'sitemap']), 200);
      expect(jest.mocked(revalidateTag).mock.calls).toEqual([
        ['menu', 'max'],
        ['sitemap', 'max'],
      ]);
    } finally {
      delete process.env.REVALIDATE_TOKEN;
    }
  });
});
