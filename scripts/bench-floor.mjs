/**
 * The floor under `npm run bench:pages -- --floor` and `npm run bench:renders -- --floor`: a bare Next app with the site's own next,
 * react and react-dom, one server-rendered page of text and no component of ours, so that
 * Lighthouse shows what the framework alone costs a phone on this machine (its client runtime
 * hydrates every App Router page). Written to .bench/floor (git-ignored) with a hard-linked copy
 * of the project's node_modules, and built there once: its own Turbopack root, or Turbopack
 * would build the site's instrumentation.ts into it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.resolve('.bench/floor');
const NEXT = path.join(DIR, 'node_modules/next/dist/bin/next');

const FILES = {
  'next.config.mjs':
    'export default { poweredByHeader: false, turbopack: { root: import.meta.dirname } };\n',
  'app/layout.jsx': `export const metadata = { title: 'Floor', description: 'A bare Next page' };
export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>A bare Next page</h1>
      <p>Server-rendered text, no client component of the site: the framework's own cost.</p>
    </main>
  );
}
`,
  // Rendered per request, as every page of the site is (its nonce): `npm run bench:renders -- --floor`.
  'app/dynamic/page.jsx': `import { headers } from 'next/headers';
export default async function Page() {
  const agent = (await headers()).get('user-agent') ?? '';
  return (
    <main>
      <h1>A bare dynamic Next page</h1>
      <p>Rendered per request, for an agent of {agent.length} characters.</p>
    </main>
  );
}
`,
};

/** Builds the bare app when its files changed, then serves it on `port`; returns the server. */
export function startFloor(port) {
  let changed = false;
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(DIR, name);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    changed = true;
  }
  if (!fs.existsSync(path.join(DIR, 'node_modules'))) {
    const copied = spawnSync('cp', ['-al', 'node_modules', path.join(DIR, 'node_modules')]);
    if (copied.status !== 0) throw new Error('could not link node_modules into .bench/floor');
    changed = true;
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (changed || !fs.existsSync(path.join(DIR, '.next/BUILD_ID'))) {
    const built = spawnSync(process.execPath, [NEXT, 'build'], { cwd: DIR, env, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the bare Next app did not build');
  }
  return spawn(process.execPath, [NEXT, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: DIR,
    env,
    stdio: 'ignore',
  });
}
