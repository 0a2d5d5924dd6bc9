/**
 * `npm test`: lint, format, unit tests (jest) and a production build (which type-checks every
 * file), side by side; then the end-to-end tests (Playwright in Chromium); then the operations
 * run and the multi-instance run side by side. Ends with a table of the phases' wall times
 * (docs/testing.md) and one line `N passed, N failed, N skipped` counting every test and check.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { buildIsFresh } from './build-if-needed.mjs';
import { endToEndReport, nodeSuiteCounts, phaseTable } from './test/report.mjs';

const OUT = '.test-data/results';
const LOGS = `${OUT}/logs`;
fs.mkdirSync(LOGS, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const started = performance.now();
const counts = { passed: 0, failed: 0, skipped: 0 };
/** [title, seconds] of every phase, in the order they ended. */
const phases = [];

/**
 * Runs one command with its output kept in a log file, printed whole when it ends (phases that
 * run side by side would interleave their lines). Resolves to whether it exited with 0.
 */
function run(title, cmd, args, extraEnv = {}) {
  const began = performance.now();
  const log = `${LOGS}/${title.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.log`;
  const out = fs.openSync(log, 'w');
  const child = spawn(cmd, args, {
    stdio: ['ignore', out, out],
    env: { ...env, ...extraEnv },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      const seconds = (performance.now() - began) / 1000;
      phases.push([title, seconds]);
      console.log(`\n=== ${title} (${seconds.toFixed(0)} s)`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      resolve(code === 0);
    });
  });
}

/** A check that counts as one test. */
async function check(title, cmd, args) {
  if (await run(title, cmd, args)) counts.passed++;
  else {
    counts.failed++;
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

async function unitTests() {
  const jestFile = `${OUT}/jest.json`;
  fs.rmSync(jestFile, { force: true });
  // PGlite loads its WebAssembly with import(), which jest's module VM allows only with this flag.
  const ok = await run(
    'unit tests (jest)',
    'node_modules/.bin/jest',
    // Two workers: one leaves a core idle while PGlite waits on its files.
    ['--json', `--outputFile=${jestFile}`, '--maxWorkers=2'],
    { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
  );
  const jest = readJson(jestFile);
  const broken = jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 0;
  if (jest) {
    counts.passed += jest.numPassedTests;
    counts.skipped += (jest.numPendingTests ?? 0) + (jest.numTodoTests ?? 0);
    counts.failed += broken;
  }
  if (!ok && broken === 0) counts.failed++;
}

/** A node --test suite, its tests counted from its TAP report. */
async function nodeSuite(title, name, args) {
  const tapFile = `${OUT}/${name}.tap`;
  fs.rmSync(tapFile, { force: true });
  const ok = await run(title, process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...args,
  ]);
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : '';
  const suite = nodeSuiteCounts(tap);
  counts.passed += suite.passed;
  counts.failed += suite.failed;
  counts.skipped += suite.skipped;
  if (!ok && suite.failed === 0) counts.failed++;
}

// The build type-checks every file of tsconfig.json (tests and scripts too) and counts as the
// typecheck; a build that is reused (nothing it is made from changed) leaves that to tsc.
// Everything starts at once: the processor is the limit, and the build is the longest.
// eslint, prettier and jest ignore what the build writes (.next, next-env.d.ts).
const fresh = buildIsFresh();
const built = (async () => {
  if (fresh) await check('typecheck (tsc --noEmit)', 'node_modules/.bin/tsc', ['--noEmit']);
  const title = fresh ? 'production build (reused)' : 'typecheck and production build (next build)';
  const ok = await run(title, process.execPath, ['scripts/build-if-needed.mjs']);
  if (!fresh) counts[ok ? 'passed' : 'failed']++;
  return ok;
})();
const unit = unitTests();
const lint = check('lint (eslint)', 'node_modules/.bin/eslint', ['.', '--max-warnings=0']);
const format = check('format (prettier --check)', 'node_modules/.bin/prettier', ['--check', '.']);
// Unused files, exports and dependencies (knip.jsonc): none.
const unused = check('unused code (knip)', 'node_modules/.bin/knip', []);
const [buildOk] = await Promise.all([built, unit, lint, format, unused]);
phases.push([
  'lint, format, unused code, unit tests and build, side by side',
  (performance.now() - started) / 1000,
]);

let e2e = null;
if (!buildOk) {
  // A failed build was counted in its lane; a reused one cannot fail.
  console.log('FAILED: next build (its type errors, if any, are listed above)');
} else {
  const pwFile = `${OUT}/playwright.json`;
  fs.rmSync(pwFile, { force: true });
  fs.rmSync(`${OUT}/servers.json`, { force: true });
  const pwOk = await run(
    'end-to-end tests (playwright)',
    'node_modules/.bin/playwright',
    ['test'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
    },
  );
  e2e = endToEndReport(readJson(pwFile), readJson(`${OUT}/servers.json`));
  counts.passed += e2e.passed;
  counts.failed += e2e.failed;
  counts.skipped += e2e.skipped;
  if (!pwOk && e2e.failed === 0) counts.failed++;

  // `npm start` as an operator runs it (health, logs, metrics, backup, SIGTERM), and two
  // instances on one database and one Redis behind the shipped nginx config: their own ports
  // and data, side by side.
  await Promise.all([
    nodeSuite('operations (npm start, SIGTERM, backup)', 'operations', [
      '--import',
      'tsx',
      'scripts/operations/operations.e2e.ts',
      'scripts/operations/in-flight.e2e.ts',
    ]),
    nodeSuite('multi-instance test (nginx, Redis, two instances)', 'topology', [
      '--import',
      'tsx',
      'scripts/topology/topology.test.mjs',
    ]),
  ]);
}

phases.push(['npm test', (performance.now() - started) / 1000]);
const table = phaseTable(phases, e2e);
fs.writeFileSync(`${OUT}/phases.md`, table);
console.log(`\n${table}`);
if (e2e?.retried.length)
  console.log(
    `${e2e.retried.length} end-to-end test(s) passed only on their retry (flaky):\n${e2e.retried.map((t) => `  ${t}`).join('\n')}`,
  );
if (counts.skipped > 0)
  console.log(`${counts.skipped} test(s) skipped: see the suites above for which and why`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(counts.failed > 0 ? 1 : 0);
