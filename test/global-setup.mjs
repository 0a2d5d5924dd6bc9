// jest's global setup: the template database the tests copy (test/fresh-data-dir.ts).
import { spawnSync } from 'node:child_process';

export default function globalSetup() {
  const r = spawnSync('node_modules/.bin/tsx', ['scripts/db-template.ts'], { stdio: 'inherit' });
  if (r.status !== 0)
    throw new Error('could not make the template database (scripts/db-template.ts)');
}
