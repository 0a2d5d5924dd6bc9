import { expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';

/** A fresh database of its own on the test PostgreSQL server (TEST_DATABASE_URL), for a spec's server. */
export async function freshDatabase(name: string): Promise<string> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  base.pathname = `/${name}`;
  return base.toString();
}

/**
 * Starts the site on the production build (scripts/e2e-server.mjs) and waits
 * until it answers. With `log`, its log (stdout and stderr) is collected there.
 */
export async function startSite(
  mode: 'server' | 'local' | 'remote',
  port: number,
  env: Record<string, string>,
  log?: string[],
): Promise<ChildProcess> {
  const child = spawn('node', ['scripts/e2e-server.mjs', mode, String(port)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log ? 'pipe' : 'ignore', log ? 'pipe' : 'inherit'],
    detached: true,
  });
  if (log) {
    child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  }
  // Never left behind, even when the test worker ends abruptly.
  process.once('exit', () => stopSite(child, 'SIGKILL'));
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/tovsiyyeler/iller`);
      if (r.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Starts a spec-only upstream of its own (shape a) on `port` and waits until it answers. */
export async function startSpecUpstream(port: number): Promise<ChildProcess> {
  const upstream = spawn(
    'node_modules/.bin/tsx',
    ['e2e/fixtures/spec-upstream/server.ts', String(port), 'a'],
    { stdio: 'ignore', detached: true },
  );
  process.once('exit', () => stopSite(upstream, 'SIGKILL'));
  const health = `http://127.0.0.1:${port}/health`;
  await expect
    .poll(
      () =>
        fetch(health).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  return upstream;
}

/** Stops a started site and everything it spawned (its process group). */
export function stopSite(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (child?.pid) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const at = text.indexOf(prefix);
  if (at < 0) throw new Error(`no link ${prefix} in the mail`);
  return text.slice(at).split(/\s/)[0]!;
}

const FORM_WORDS = {
  az: {
    region: 'Yenilikləri e-poçtla alın',
    email: 'E-poçt ünvanı',
    submit: 'Abunə ol',
    confirm: 'Abunəliyi təsdiqlə',
    confirmed: 'təsdiqləndi',
  },
  en: {
    region: 'Get e-mail updates',
    email: 'E-mail address',
    submit: 'Subscribe',
    confirm: 'Confirm the subscription',
    confirmed: 'confirmed',
  },
} as const;

/**
 * Follows the page open in `page` with the e-mail form (the captcha solved in the browser) and
 * confirms the subscription with the link of the one mail that then reaches `to` (`mailsTo`:
 * the mails that reached an address so far).
 */
export async function subscribeAndConfirm(
  page: Page,
  base: string,
  to: string,
  mailsTo: (to: string) => Array<{ mail: { text?: string | false } }>,
): Promise<void> {
  const lang = new URL(page.url()).pathname.startsWith('/en/') ? 'en' : 'az';
  const words = FORM_WORDS[lang];
  const prefix = lang === 'en' ? '/en' : '';
  const form = page.getByRole('region', { name: words.region });
  await form.getByLabel(words.email).fill(to);
  const box = form.locator('altcha-widget input[type="checkbox"]');
  await box.focus();
  await expect(box).toBeChecked({ timeout: 20_000 });
  await form.getByRole('button', { name: words.submit }).click();
  await page.waitForURL(/\/bildirisler\/netice\?r=sent/);
  await expect.poll(() => mailsTo(to).length, { timeout: 30_000 }).toBe(1);
  const text = mailsTo(to)[0]!.mail.text || '';
  await page.goto(linkIn(text, `${base}${prefix}/bildirisler/tesdiq?t=`));
  await page.getByRole('button', { name: words.confirm }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(words.confirmed);
}
