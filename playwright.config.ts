import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The browser of the end-to-end tests: Chromium's headless shell (Debian's
 * chromium-headless-shell, the build Playwright itself uses for headless runs) when
 * installed, about twice as fast on this suite as the full browser; else Chromium.
 * CHROMIUM_PATH chooses another (docs/testing.md).
 */
const chromium =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ||
  '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install Debian's (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
}

/** The first of the ports the end-to-end servers listen on (E2E_PORT, default 3100). */
const BASE_PORT = Number(process.env.E2E_PORT || 3100);
const PORTS = {
  local: BASE_PORT,
  remote: BASE_PORT + 1,
  deadUpstream: BASE_PORT + 2,
  hostileUpstream: BASE_PORT + 3,
  hostile: BASE_PORT + 4,
  specUpstreamA: BASE_PORT + 5,
  specUpstreamB: BASE_PORT + 6,
  remoteB: BASE_PORT + 7,
  slow: BASE_PORT + 8,
  /** The launcher of them all (scripts/e2e-servers.mjs) answers here once every one does. */
  ready: BASE_PORT + 9,
};

/** The servers of the end-to-end run: the site, and the same build over remote sources. */
export const E2E = {
  local: `http://127.0.0.1:${PORTS.local}`,
  /** The site over the spec-only upstream (e2e/fixtures/spec-upstream), shape a, with a reCAPTCHA site key. */
  remote: `http://127.0.0.1:${PORTS.remote}`,
  /** The site over the spec-only upstream in shape b, without a reCAPTCHA site key. */
  remoteB: `http://127.0.0.1:${PORTS.remoteB}`,
  /** The spec-only upstreams themselves (GET /__log lists the requests they received). */
  specUpstreamA: `http://127.0.0.1:${PORTS.specUpstreamA}`,
  specUpstreamB: `http://127.0.0.1:${PORTS.specUpstreamB}`,
  /** The site over upstream a's /slow prefix (every answer after 20 s) with a 4 s timeout. */
  slow: `http://127.0.0.1:${PORTS.slow}`,
  deadUpstream: `http://127.0.0.1:${PORTS.deadUpstream}`,
  /** The site over a stand-in upstream that serves a hostile body (e2e/fixtures/hostile-upstream.ts). */
  hostile: `http://127.0.0.1:${PORTS.hostile}`,
};

/** The operators' cache-revalidation token of the local e2e server. */
export const E2E_REVALIDATE_TOKEN = 'e2e-revalidate-token-0123456789';

/** One server of the run, as scripts/e2e-servers.mjs starts it. */
interface E2EServer {
  name: string;
  command: string[];
  /** Answers 200-403 once the server is up. */
  url: string;
  env: Record<string, string>;
  timeout: number;
}

const server = (
  name: string,
  mode: 'local' | 'remote',
  port: number,
  extraEnv: Record<string, string> = {},
): E2EServer => ({
  name,
  command: ['node', 'scripts/e2e-server.mjs', mode, String(port)],
  // Local: a database-backed call (the first one pays for creating the database).
  // Remote: a call refused (400) before any upstream request, so a dead upstream still counts as up.
  url: `http://127.0.0.1:${port}${mode === 'local' ? '/api/tovsiyyeler/iller' : '/api/tovsiyyeler?limit=0'}`,
  timeout: 180_000,
  env: extraEnv,
});

/** A reCAPTCHA site key for the remote server (the browser cannot reach Google here: no token). */
export const E2E_RECAPTCHA_SITE_KEY = 'e2e-recaptcha-site-key';
/** The slow server's upstream timeout; its upstream answers after 20 s (two timeouts in a row: 8 s or more). */
export const E2E_SLOW_TIMEOUT_MS = 4000;

/** One spec-only stand-in upstream in a shape (e2e/fixtures/spec-upstream/server.ts). */
const specUpstream = (port: number, shape: 'a' | 'b'): E2EServer => ({
  name: `spec upstream ${shape}`,
  command: [
    'node_modules/.bin/tsx',
    'e2e/fixtures/spec-upstream/server.ts',
    `${port}`,
    shape,
    '20000',
  ],
  url: `http://127.0.0.1:${port}/health`,
  timeout: 60_000,
  env: {},
});

/**
 * The forms' settings of every e2e server: a cheap captcha (a real solve in
 * well under a second) and a rate limit the parallel specs cannot reach.
 */
const FORMS_ENV = { ALTCHA_COST: '20', ALTCHA_MAX_COUNTER: '100', FORM_RATE_LIMIT: '100000' };

/** The site over its embedded database with the demo content. */
const LOCAL_SERVER = server('local', 'local', PORTS.local, {
  REVALIDATE_TOKEN: E2E_REVALIDATE_TOKEN,
  ...FORMS_ENV,
});

/** Every server of the full end-to-end run. */
const ALL_SERVERS = [
  LOCAL_SERVER,
  specUpstream(PORTS.specUpstreamA, 'a'),
  specUpstream(PORTS.specUpstreamB, 'b'),
  server('remote a', 'remote', PORTS.remote, {
    AUDIT_API_URL: E2E.specUpstreamA,
    RECAPTCHA_SITE_KEY: E2E_RECAPTCHA_SITE_KEY,
    ...FORMS_ENV,
  }),
  server('remote b', 'remote', PORTS.remoteB, {
    AUDIT_API_URL: `${E2E.specUpstreamB}/api`,
    ...FORMS_ENV,
  }),
  server('slow upstream', 'remote', PORTS.slow, {
    AUDIT_API_URL: `${E2E.specUpstreamA}/slow`,
    UPSTREAM_TIMEOUT_MS: String(E2E_SLOW_TIMEOUT_MS),
  }),
  // Nothing listens on port 9: every call to this upstream is refused.
  server('dead upstream', 'remote', PORTS.deadUpstream, { AUDIT_API_URL: 'http://127.0.0.1:9' }),
  {
    name: 'hostile upstream',
    command: [
      'node_modules/.bin/tsx',
      'e2e/fixtures/hostile-upstream.ts',
      `${PORTS.hostileUpstream}`,
    ],
    url: `http://127.0.0.1:${PORTS.hostileUpstream}/health`,
    timeout: 60_000,
    env: {},
  },
  server('hostile', 'remote', PORTS.hostile, {
    AUDIT_API_URL: `http://127.0.0.1:${PORTS.hostileUpstream}`,
  }),
];

/**
 * Playwright's one web server: scripts/e2e-servers.mjs starts the servers all at once (Playwright
 * starts its own entries one by one) and answers on PORTS.ready when every one does.
 */
function launcher(servers: E2EServer[]) {
  return {
    command: 'node scripts/e2e-servers.mjs',
    url: `http://127.0.0.1:${PORTS.ready}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { E2E_SERVER_LIST: JSON.stringify(servers), E2E_READY_PORT: String(PORTS.ready) },
  };
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // The run is bound by the two cores: a third worker fills the time the others wait on the
  // network (networkidle, a server's answer); E2E_WORKERS overrides (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS || 3),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  timeout: 30_000,
  // Reference images (e2e/visual.spec.ts) change only on purpose: a missing one fails instead of
  // being written. `npm run test:visual:update` regenerates them (docs/design.md, "Visual regression").
  updateSnapshots: 'none',
  expect: {
    // A client-side navigation or hydration on a loaded 2-core CI runner can take longer than
    // the 5 s default; a passing expectation returns as soon as it holds, so this costs nothing.
    timeout: 15_000,
    toHaveScreenshot: {
      // One reference per image, whatever the platform: CI renders on the same Debian and Chromium.
      pathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
      // A pixel differs when its colour moves by more than 0.2 (YIQ), and an image fails when more
      // than 0.2 % of its pixels differ: a moved line of text or a recoloured button is far more.
      threshold: 0.2,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: E2E.local,
    // A trace only where a test failed once (CI retries it, recording): recording every test
    // cost a sixth of the run. Locally: --trace=retain-on-failure (docs/testing.md).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // E2E_SERVERS=local starts only the site over its embedded database (enough for the specs that
  // read nothing else, e.g. e2e/visual.spec.ts); the full run starts every server.
  webServer: launcher(process.env.E2E_SERVERS === 'local' ? [LOCAL_SERVER] : ALL_SERVERS),
});
