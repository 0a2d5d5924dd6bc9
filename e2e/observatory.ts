import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Scores one response with the MDN HTTP Observatory's own code (its analyzer
 * tests and grader from @mdn/mdn-http-observatory), as the scanner would for a
 * site served over valid TLS at `publicUrl`: the headers and body come from a
 * local production server whose SITE_URL is that https address. Only the
 * transport is simulated (a verified certificate; plain http is the edge's job,
 * so no http response is scored).
 */
const ROOT = path.join(process.cwd(), 'node_modules/@mdn/mdn-http-observatory');

/** The scanner's install step downloads the HSTS preload list; an empty one is enough here. */
function ensurePreloadList(): void {
  const file = path.join(ROOT, 'conf/hsts-preload.json');
  if (!fs.existsSync(file)) fs.writeFileSync(file, '{}');
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  /** each test's result, e.g. csp: 'csp-implemented-with-no-unsafe-default-src-none' */
  results: Record<string, string>;
}

/**
 * fetch, tried once more (with a warning in the output, never silently) when
 * the connection itself failed: an idle keep-alive socket the server closed
 * while the machine was loaded resets the next request (ECONNRESET), which
 * says nothing about the headers being scored.
 */
async function fetchWithOneRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    console.warn(
      `observatory: ${init.method ?? 'GET'} ${url} failed (${String(error)}), retrying once`,
    );
    return fetch(url, init);
  }
}

/**
 * `init`: how to ask (e.g. the theme form's POST); the cookies the response
 * sets go into the session's jar, as the scanner's own retrieval keeps them,
 * so its cookie test grades them.
 */
export async function observatoryScore(
  localUrl: string,
  publicUrl: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<ObservatoryScore> {
  ensurePreloadList();
  const src = (p: string) => import(pathToFileURL(path.join(ROOT, 'src', p)).href);
  const [{ Requests }, { ALL_TESTS }, grader, charts, utils] = await Promise.all([
    src('types.js'),
    src('constants.js'),
    src('grader/grader.js'),
    src('grader/charts.js'),
    src('retriever/utils.js'),
  ]);
  const response = await fetchWithOneRetry(localUrl, {
    redirect: 'manual',
    method: init.method,
    body: init.body,
    headers: {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      ...init.headers,
    },
  });
  const body = await response.text();
  const headers = Object.fromEntries(response.headers);
  const cors = await fetchWithOneRetry(localUrl, {
    method: 'OPTIONS',
    headers: {
      'access-control-request-method': 'GET',
      origin: 'https://http-observatory.security.mozilla.org',
    },
  });
  const url = new URL(publicUrl);
  const requests = new Requests(url.hostname);
  const isHtml = /^text\/html/.test(headers['content-type'] ?? '');
  requests.responses.auto = {
    status: response.status,
    headers,
    data: body,
    verified: true,
    httpEquiv: isHtml ? utils.parseHttpEquivHeaders(body, url.href) : new Map(),
  };
  requests.responses.https = requests.responses.auto;
  requests.responses.cors = {
    status: cors.status,
    headers: Object.fromEntries(cors.headers),
    verified: true,
  };
  requests.resources.path = body;
  // The scanner's own cookie library (its dependency, not the site's).
  const cookieModule = createRequire(path.join(ROOT, 'package.json')).resolve('tough-cookie');
  const { CookieJar } = await import(pathToFileURL(cookieModule).href);
  const jar = new CookieJar();
  for (const cookie of response.headers.getSetCookie()) jar.setCookieSync(cookie, publicUrl);
  requests.session = { url, jar };

  // As src/scanner/index.js scores a retrieval.
  let withExtraCredit = 100;
  let uncurved = 100;
  const results: Record<string, string> = {};
  for (const test of ALL_TESTS) {
    const output = test(requests);
    if (!output.result) continue;
    results[output.constructor.name] = output.result;
    const modifier = grader.getScoreModifier(output.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const score = uncurved >= charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const final = grader.getGradeForScore(score);
  return { score: final.score, grade: final.grade, results };
}
