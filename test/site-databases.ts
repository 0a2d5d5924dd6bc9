import { execFileSync } from 'node:child_process';
import { freshDatabase } from '@/e2e/alerts-helpers';

/** Where a test's site database lives: the embedded one in `dataDir`, or a server's. */
export interface DbConfig {
  databaseUrl?: string;
  dataDir: string;
}

/**
 * The site's own database in each mode a test of site-owned data runs on:
 * embedded, and a PostgreSQL server when TEST_DATABASE_URL names one (a
 * database of its own there, `<test database>_<name>`, made afresh).
 */
export function databaseModes(dataDir: string, name: string) {
  const modes: Array<[string, () => Promise<DbConfig>]> = [
    ['the embedded database', async () => ({ dataDir })],
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    modes.push([
      'a PostgreSQL server',
      async () => ({
        databaseUrl: await freshDatabase(`${new URL(serverUrl).pathname.slice(1)}_${name}`),
        dataDir,
      }),
    ]);
  return modes;
}

/** Runs an operators' script on the database `config` names, as `npm run` does; its standard output. */
export function runScript(script: string, config: DbConfig, ...args: string[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: config.dataDir };
  if (config.databaseUrl) env.DATABASE_URL = config.databaseUrl;
  else delete env.DATABASE_URL;
  return execFileSync('node_modules/.bin/tsx', [script, ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
