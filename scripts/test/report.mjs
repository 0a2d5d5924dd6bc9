/**
 * The figures `npm test` prints at its end (docs/testing.md): each phase's wall time, each
 * end-to-end server's start, the end-to-end time by spec file, the ten slowest tests, and the
 * tests that passed only on their retry or were skipped, by name.
 */

/** Counts of a node --test TAP report. */
export function nodeSuiteCounts(tap) {
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return {
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skipped') + count('todo'),
  };
}

/** Every test of a Playwright JSON report with its file, title path and results. */
function* tests(suite, titles = []) {
  const path =
    suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const child of suite.suites ?? []) yield* tests(child, path);
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      yield { file: spec.file, title: [...path, spec.title].join(' › '), test };
}

/**
 * The end-to-end run in figures, from Playwright's JSON report (null: none was written) and
 * scripts/e2e-servers.mjs's start times.
 */
export function endToEndReport(report, servers) {
  const out = {
    passed: 0,
    failed: 0,
    skipped: 0,
    retried: [],
    skippedTests: [],
    seconds: (report?.stats?.duration ?? 0) / 1000,
    servers: servers ?? [],
    files: [],
    slowest: [],
  };
  if (!report) return out;
  const files = new Map();
  const all = [];
  for (const suite of report.suites ?? []) {
    for (const { file, title, test } of tests(suite)) {
      const seconds = test.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
      const entry = files.get(file) ?? { seconds: 0, tests: 0 };
      entry.seconds += seconds;
      entry.tests += 1;
      files.set(file, entry);
      all.push([`${file} › ${title}`, seconds]);
      const name = `${file} › ${title}`;
      if (test.status === 'flaky') out.retried.push(name);
      if (test.status === 'skipped') {
        const why = test.annotations?.find((a) => a.type === 'skip')?.description;
        out.skippedTests.push(why ? `${name} (${why})` : name);
      }
    }
  }
  const stats = report.stats ?? {};
  out.passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  out.failed = stats.unexpected ?? 0;
  out.skipped = stats.skipped ?? 0;
  out.files = [...files].sort((a, b) => b[1].seconds - a[1].seconds);
  out.slowest = all.sort((a, b) => b[1] - a[1]).slice(0, 10);
  return out;
}

const s = (seconds) => `${seconds.toFixed(0)} s`;

/** The Markdown table of a run: phases, servers, spec files, slowest tests. */
export function phaseTable(phases, e2e) {
  const lines = ['Phases (wall time)', '', '| phase | wall |', '|---|---:|'];
  for (const [title, seconds] of phases) lines.push(`| ${title} | ${s(seconds)} |`);
  if (!e2e) return `${lines.join('\n')}\n`;
  const wall = e2e.servers.reduce((max, server) => Math.max(max, server.seconds), 0);
  lines.push('', `End-to-end servers, started together (${s(wall)} in all)`, '');
  lines.push('| server | ready after |', '|---|---:|');
  for (const server of e2e.servers)
    lines.push(`| ${server.name} | ${server.seconds.toFixed(1)} s |`);
  const total = e2e.files.reduce((sum, [, f]) => sum + f.seconds, 0);
  lines.push(
    '',
    `End-to-end test time by spec file (${s(total)} in all, shared by the workers)`,
    '',
  );
  lines.push('| spec file | tests | time |', '|---|---:|---:|');
  for (const [file, f] of e2e.files) lines.push(`| ${file} | ${f.tests} | ${s(f.seconds)} |`);
  lines.push('', 'The ten slowest end-to-end tests', '', '| test | time |', '|---|---:|');
  for (const [title, seconds] of e2e.slowest) lines.push(`| ${title} | ${seconds.toFixed(1)} s |`);
  if (e2e.skippedTests.length) lines.push('', 'Skipped:', ...e2e.skippedTests.map((t) => `- ${t}`));
  return `${lines.join('\n')}\n`;
}
