/**
 * `npm test`: typecheck, lint, unit tests (jest), a production build, and the
 * end-to-end tests (Playwright in Chromium). Ends with one line
 * `N passed, N failed` counting every test and every check.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';

const OUT = '.test-data/results';
fs.mkdirSync(OUT, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let passed = 0;
let failed = 0;
let skipped = 0;
/** Tests that failed once and passed on their retry (CI retries end-to-end tests once). */
let retried = 0;

function run(title, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return r.status === 0;
}

function check(title, cmd, args) {
  if (run(title, cmd, args)) passed++;
  else {
    failed++;
    console.log(`FAILED: ${title}`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

check('typecheck (tsc --noEmit)', 'node_modules/.bin/tsc', ['--noEmit']);
check('lint (eslint)', 'node_modules/.bin/eslint', ['.', '--max-warnings=0']);
check('format (prettier --check)', 'node_modules/.bin/prettier', ['--check', '.']);

const jestFile = `${OUT}/jest.json`;
fs.rmSync(jestFile, { force: true });
// PGlite loads its WebAssembly with import(), which jest's module VM allows only with this flag.
const jestOk = run(
  'unit tests (jest)',
  'node_modules/.bin/jest',
  ['--json', `--outputFile=${jestFile}`],
  {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
  },
);
const jest = readJson(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  skipped += (jest.numPendingTests ?? 0) + (jest.numTodoTests ?? 0);
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
if (!jestOk && (!jest || jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) === 0))
  failed++;

console.log('\n=== production build');
if (buildIfNeeded() !== 0) {
  failed++;
  console.log('FAILED: next build');
} else {
  const pwFile = `${OUT}/playwright.json`;
  fs.rmSync(pwFile, { force: true });
  const pwOk = run('end-to-end tests (playwright)', 'node_modules/.bin/playwright', ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
  });
  const pw = readJson(pwFile);
  const stats = pw?.stats;
  if (stats) {
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected;
    skipped += stats.skipped ?? 0;
    retried += stats.flaky ?? 0;
  }
  if (!pwOk && (!stats || stats.unexpected === 0)) failed++;

  // `npm start` as an operator runs it: health, logs, metrics, backup, SIGTERM.
  nodeSuite('operations (npm start, SIGTERM, backup)', 'operations', [
    '--import',
    'tsx',
    'scripts/operations/operations.e2e.ts',
  ]);

  // Two instances, one database, one Redis, behind the shipped nginx config.
  nodeSuite('multi-instance test (nginx, Redis, two instances)', 'topology', [
    'scripts/topology/topology.test.mjs',
  ]);
}

/** A node --test suite, its tests counted from its TAP report. */
function nodeSuite(title, name, args) {
  const tapFile = `${OUT}/${name}.tap`;
  fs.rmSync(tapFile, { force: true });
  const ok = run(title, process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...args,
  ]);
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail');
  skipped += count('skipped') + count('todo');
  if (!ok && count('fail') === 0) failed++;
}

if (retried > 0)
  console.log(`\n${retried} end-to-end test(s) passed only on their retry (flaky): see above`);
if (skipped > 0) console.log(`${skipped} test(s) skipped: see the suites above for which and why`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
