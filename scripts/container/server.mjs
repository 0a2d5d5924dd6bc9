/**
 * One start of the image's own command (its ENTRYPOINT and CMD) in a working
 * container, as the image's user, the way `docker start` runs it; and its
 * stop with SIGTERM to the server process, the way `docker stop` does.
 * Without a PID namespace (chroot isolation) the server is found among the
 * descendants of `buildah run`: the child of buildah-chroot-exec, the
 * container's "PID 1" (Next renames it next-server).
 */
import fs from 'node:fs';
import { waitFor } from '../topology/cluster.mjs';
import { runInBackground } from './buildah.mjs';

/** The processes below `pid`, from /proc. */
function descendants(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = parentOf(entry);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const out = [];
  const walk = (p) => (children.get(p) ?? []).forEach((c) => (out.push(c), walk(c)));
  walk(pid);
  return out;
}

function parentOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

const isChrootExec = (pid) =>
  fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('buildah-chroot-exec');

/** The container's main process under `buildah run` (pid `runPid`). */
function mainProcess(runPid) {
  const pid = descendants(runPid).find((p) => isChrootExec(parentOf(p)));
  if (!pid) throw new Error('no process under buildah-chroot-exec');
  return pid;
}

/** Kills `buildah run` and everything under it (a start that failed). */
async function killAll(server) {
  for (const pid of [...descendants(server.child.pid).reverse(), server.child.pid]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  await server.exited;
}

/** Uid and gid the process runs as (real ids). */
export function processIds(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const id = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1]);
  return { uid: id('Uid'), gid: id('Gid') };
}

/**
 * Starts the image's command; resolves once /readyz answers 200, with the
 * server's pid and the seconds it took. Fails if the command ends first.
 */
export async function startServer(ctr, config, { port, env, volumes, logFile }) {
  const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
  const began = performance.now();
  const child = runInBackground(ctr, command, { env, volumes });
  const output = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (d) => (output.push(String(d)), fs.appendFileSync(logFile, d)));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { child, exited, output: () => output.join('') };
  const ended = exited.then(({ code }) => {
    throw new Error(
      `the command ended (${code}) before it was ready:\n${server.output().slice(-1500)}`,
    );
  });
  try {
    await Promise.race([
      waitFor(`http://127.0.0.1:${port}/readyz`, {
        timeoutMs: 180_000,
        ok: (r) => r.status === 200,
      }),
      ended,
    ]);
    server.pid = mainProcess(child.pid);
  } catch (e) {
    ended.catch(() => {});
    await killAll(server);
    throw e;
  }
  ended.catch(() => {});
  server.startSeconds = (performance.now() - began) / 1000;
  return server;
}

/** Ends a server still running (after a failed check). */
export async function endServer(server) {
  if (server.child.exitCode === null && server.child.signalCode === null) await killAll(server);
}

/**
 * SIGTERM to the server, as `docker stop`: resolves to its exit code, the
 * seconds it took and /readyz's status during the drain; SIGKILL past
 * `graceMs` (the exit code is then null).
 */
export async function stopServer(server, { port, graceMs }) {
  const began = performance.now();
  process.kill(server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300)); // within DRAIN_DELAY_MS
  const draining = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.status,
    (e) => e.cause?.code ?? e.message,
  );
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), graceMs);
  });
  const result = await Promise.race([server.exited, late]);
  clearTimeout(timer);
  if (!result) await killAll(server);
  return { code: result?.code ?? null, seconds: (performance.now() - began) / 1000, draining };
}
