/**
 * The server's CPU time per render of one page: the CPU (user + system, all
 * threads) the process listening on PORT spent over N sequential requests,
 * read from /proc/<pid>/stat before and after, divided by N. CPU time is far
 * less sensitive than wall time to other work on a shared machine, but still
 * noisy: interleave the builds you compare and repeat (docs/benchmarks.md).
 * Linux only; the server must already be running (e.g. `node
 * scripts/e2e-server.mjs local PORT`; ALERTS_WORKER=off keeps the alerts
 * worker's database polls out of the figure).
 *   [WARMUP=100] node scripts/render-cpu.mjs PORT PATH [N]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const [port, path = '/', count = '50'] = process.argv.slice(2);
const n = Number(count);
if (!/^\d+$/.test(port ?? '') || !path.startsWith('/') || !(n > 0)) {
  console.error('usage: node scripts/render-cpu.mjs PORT PATH [N]');
  process.exit(2);
}

const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
const pid = listening.match(/pid=(\d+)/)?.[1];
if (!pid) throw new Error(`nothing of ours listens on ${port}`);
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/** utime + stime of the whole process (fields 14 and 15 of /proc/<pid>/stat), in ms. */
function cpuMs() {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

async function get(url) {
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return body.length;
}

const url = `http://127.0.0.1:${port}${path}`;
// Warm: code loaded, data cache filled, and V8 done optimizing the render path. Five
// requests were too few: the first rounds of an A/B then measured the JIT (docs/benchmarks.md).
const WARMUP = Number(process.env.WARMUP ?? 100);
for (let i = 0; i < WARMUP; i++) await get(url);
const cpu0 = cpuMs();
const t0 = performance.now();
let chars = 0;
for (let i = 0; i < n; i++) chars += await get(url);
const cpu = (cpuMs() - cpu0) / n;
const wall = (performance.now() - t0) / n;
console.log(
  JSON.stringify({
    path,
    n,
    cpuMsPerRender: Number(cpu.toFixed(1)),
    wallMsPerRender: Number(wall.toFixed(1)),
    charsPerPage: Math.round(chars / n),
  }),
);
