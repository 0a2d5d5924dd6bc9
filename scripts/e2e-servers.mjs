/**
 * Starts every server of the end-to-end run at once, for Playwright's one
 * `webServer` entry (playwright.config.ts): Playwright starts its entries one
 * after another, and nine in a row took twice as long as all of them together.
 *   E2E_SERVER_LIST   JSON [{name, command: [file, ...args], url, env, timeout}] (from the config)
 *   E2E_READY_PORT    where this launcher answers 200 once every server answers
 * Each server's start time goes to .test-data/results/servers.json (the phase table of
 * `npm test`). A server that exits or times out stops the run with its last output.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';

const servers = JSON.parse(process.env.E2E_SERVER_LIST ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT);
const RESULTS = '.test-data/results';
const children = [];

/** Playwright's own readiness rule: a status from 200 to 403. */
async function answers(url) {
  try {
    const status = (await fetch(url, { redirect: 'manual' })).status;
    return status >= 200 && status < 404;
  } catch {
    return false;
  }
}

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

async function start({ name, command, url, env, timeout }) {
  const began = performance.now();
  const [file, ...args] = command;
  const child = spawn(file, args, {
    env: { ...process.env, ...env, E2E_SERVER_LIST: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let tail = '';
  child.stderr.on('data', (chunk) => {
    process.stderr.write(`[${name}] ${chunk}`);
    tail = (tail + chunk).slice(-4000);
  });
  let exited = false;
  child.on('exit', (code) => {
    exited = true;
    // A server that stops during the run fails the tests that use it; say which one.
    if (code !== null) console.error(`[${name}] exited with code ${code}`);
  });
  while (!(await answers(url))) {
    if (exited) throw new Error(`${name} exited before answering ${url}:\n${tail}`);
    if (performance.now() - began > timeout) throw new Error(`${name} did not answer ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, seconds: (performance.now() - began) / 1000 };
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

try {
  const times = await Promise.all(servers.map(start));
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(`${RESULTS}/servers.json`, JSON.stringify(times, null, 2));
  http.createServer((_, res) => res.end('ready')).listen(readyPort, '127.0.0.1');
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  stopAll(1);
}
