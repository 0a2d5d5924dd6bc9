import { spawn, type ChildProcess } from 'node:child_process';
import { E2E } from '../playwright.config';

/** A Content-Security-Policy header as directive → sources. */
export function parseCsp(header: string | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (policy.has(name)) throw new Error(`duplicate directive ${name}`);
    policy.set(name, sources);
  }
  return policy;
}

/** The public https address the TLS-like server believes it has. */
export const HTTPS_SITE = 'https://audit.example.org';
export const HTTPS_IMAGES = 'https://media.example.org';

/**
 * A production server of the site over the local e2e server's API whose
 * SITE_URL is https (as behind a TLS edge), on E2E_PORT + 30 (+ 20 is the alerts spec's).
 */
export async function startHttpsSite(): Promise<{ url: string; stop: () => void }> {
  const port = Number(new URL(E2E.local).port) + 30;
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node', ['scripts/e2e-server.mjs', 'remote', String(port)], {
    stdio: 'ignore',
    env: {
      ...process.env,
      AUDIT_API_URL: E2E.local,
      E2E_SITE_URL: HTTPS_SITE,
      IMAGE_BASE_URL: HTTPS_IMAGES,
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/tovsiyyeler?limit=0`)).status > 0) break;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return { url, stop: () => child.kill('SIGTERM') };
}
