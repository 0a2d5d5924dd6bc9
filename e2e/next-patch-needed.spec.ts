import { expect, test, type APIRequestContext } from '@playwright/test';
import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startSite, stopSite } from './alerts-helpers';
import { E2E } from '../playwright.config';
import { inlinedPayload } from './helpers';

/**
 * Each edit of Next's runtime (scripts/patch-next.mjs, docs/upgrading.md) still works around a
 * behaviour of Next as it ships: the same build is served with the runtime as Next ships it
 * (`patch-next.mjs --unpatched-copy`, byte for byte the published file) and each behaviour is
 * checked there and on the patched server. The day Next changes one, its test fails and says
 * which edit can go.
 */

const PORT = Number(process.env.E2E_PORT || 3100) + 38;
const UNPATCHED = `http://127.0.0.1:${PORT}`;
const RUNTIME = path.resolve('.test-data/unpatched-next/app-page-turbo.runtime.prod.js');
const CAN_GO = (n: number) =>
  `Next now does this itself: edit ${n} of scripts/patch-next.mjs can go`;

// One server for the tests.
test.describe.configure({ mode: 'serial' });

let site: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const copy = spawnSync('node', ['scripts/patch-next.mjs', '--unpatched-copy', RUNTIME], {
    encoding: 'utf8',
  });
  expect(copy.status, copy.stderr).toBe(0);
  site = await startSite('remote', PORT, {
    AUDIT_API_URL: E2E.specUpstreamA,
    NODE_OPTIONS: `--require ${path.resolve('scripts/next-unpatched.cjs')}`,
    NEXT_UNPATCHED_RUNTIME: RUNTIME,
  });
});

test.afterAll(() => stopSite(site));

const html = async (request: APIRequestContext, url: string) => (await request.get(url)).text();

test('edit 1: Next answers a notFound() with the empty shell that only JavaScript fills', async ({
  request,
}) => {
  const response = await request.get(`${UNPATCHED}/xeber/999999`);
  expect(response.status()).toBe(404);
  expect(await response.text(), CAN_GO(1)).toContain('id="__next_error__"');
  // Patched: the not-found page itself, on the server.
  const patched = await html(request, `${E2E.remote}/xeber/999999`);
  expect(patched).not.toContain('id="__next_error__"');
});

test("edit 4: Next writes a static part's markup into the page's payload too", async ({
  request,
}) => {
  // The footer's e-mail link is a static part: in the HTML, and in its payload only unpatched.
  const unpatched = await html(request, `${UNPATCHED}/`);
  expect(unpatched).toContain('href="mailto:');
  expect(inlinedPayload(unpatched), CAN_GO(4)).toContain('mailto:');
  const patched = await html(request, `${E2E.remote}/`);
  expect(patched).toContain('href="mailto:');
  expect(inlinedPayload(patched)).not.toContain('mailto:');
});
