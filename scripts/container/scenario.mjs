/**
 * One database mode of the container check, run as an operator's first days
 * with the image go: the image's command starts on an empty database and
 * is stopped; the build stage loads the demo content (compose's seed
 * service); the command starts again, serves pages and takes a request form
 * submission; it is restarted, and the submission is looked up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_IMAGE } from './build.mjs';
import { imageVolumeDir, removeContainer, runToEnd, workingContainer } from './buildah.mjs';
import { endServer, processIds, startServer, stopServer } from './server.mjs';
import * as site from './site.mjs';

/** The HEALTHCHECK's command as `docker` runs it: exec form or through the shell. */
function healthcheckCommand(config) {
  const [kind, ...rest] = config.Healthcheck?.Test ?? [];
  if (kind === 'CMD') return rest;
  if (kind === 'CMD-SHELL') return ['/bin/sh', '-c', rest[0]];
  throw new Error(`no HEALTHCHECK in the image (${kind ?? 'none'})`);
}

/**
 * `s`: { title, image, config, user: {uid, gid}, port, env, volumes, redis,
 * graceMs, logFile, seed: {command, env}, databaseUrl (none: the embedded
 * database), uploadsDataDir (a host folder whose uploads/ is mounted at
 * /data/uploads, if any) }; `check(name, fn)` records a result. /data is
 * the container's own volume, as `docker run` makes it from the image's
 * VOLUME.
 */
export async function runScenario(s, check) {
  console.log(`\n${s.title}`);
  const base = `http://127.0.0.1:${s.port}`;
  const ctr = workingContainer(s.image);
  const run = { env: s.env, volumes: s.volumes, logFile: s.logFile };
  const healthcheck = healthcheckCommand(s.config);
  const timeoutS = (s.config.Healthcheck?.Timeout ?? 30e9) / 1e9;
  let server;
  const stop = (what) =>
    check(`SIGTERM ${what}: exit 0 within ${s.graceMs / 1000} s`, async () => {
      const r = await stopServer(server, { port: s.port, graceMs: s.graceMs });
      if (r.code !== 0) throw new Error(`exit ${r.code} after ${r.seconds.toFixed(1)} s`);
      return `exit 0 in ${r.seconds.toFixed(1)} s, /readyz ${r.draining} while draining`;
    });
  try {
    await check('the image command starts on an empty database', async () => {
      server = await startServer(ctr, s.config, { port: s.port, ...run });
      return `ready in ${server.startSeconds.toFixed(1)} s`;
    });
    if (!server) return;
    await check('it runs as the image user, not root', () => {
      const ids = processIds(server.pid);
      if (ids.uid === 0 || ids.uid !== s.user.uid || ids.gid !== s.user.gid)
        throw new Error(`uid ${ids.uid} gid ${ids.gid}, image user ${JSON.stringify(s.user)}`);
      return `uid ${ids.uid}, gid ${ids.gid}`;
    });
    const dataDir = imageVolumeDir(ctr, '/data');
    if (!s.databaseUrl)
      await check('it wrote its database into the /data volume', () => {
        const stat = fs.statSync(path.join(dataDir, 'pglite'));
        if (stat.uid !== s.user.uid) throw new Error(`/data/pglite owned by ${stat.uid}`);
        return `/data/pglite owned by uid ${stat.uid}`;
      });
    await check('/healthz and /readyz answer 200', () => site.health(base, s));
    await check("the image's HEALTHCHECK exits 0 inside the container", () => {
      const began = performance.now();
      const r = runToEnd(ctr, healthcheck, run);
      const seconds = (performance.now() - began) / 1000;
      if (r.status !== 0) throw new Error(`exit ${r.status}: ${r.output.slice(-500)}`);
      if (seconds > timeoutS) throw new Error(`${seconds.toFixed(1)} s, over its ${timeoutS} s`);
      return `exit 0 in ${seconds.toFixed(1)} s (timeout ${timeoutS} s)`;
    });
    await stop('on the empty database');

    await check("the build stage loads the demo content (compose's seed service)", () => {
      const seeder = workingContainer(BUILD_IMAGE);
      try {
        // The embedded database: its /data, as the image's user (it will own the files).
        const r = runToEnd(seeder, s.seed.command, {
          env: s.seed.env,
          ...(s.databaseUrl
            ? {}
            : { volumes: [`${dataDir}:/data`], user: `${s.user.uid}:${s.user.gid}` }),
        });
        if (r.status !== 0 || !r.output.includes('Loaded the demo content'))
          throw new Error(`exit ${r.status}: ${r.output.slice(-800)}`);
        return r.output.trim().split('\n').at(-1);
      } finally {
        removeContainer(seeder);
      }
    });

    server = undefined;
    await check('it starts again on the demo content', async () => {
      server = await startServer(ctr, s.config, { port: s.port, ...run });
      return `ready in ${server.startSeconds.toFixed(1)} s`;
    });
    if (!server) return;
    let newest;
    await check('the news API answers as from npm start', async () => {
      const r = await site.newsApi(base);
      newest = r.newest;
      return r.detail;
    });
    await check('the home page answers as from npm start', () => site.homePage(base));
    if (newest)
      await check('a news item answers as from npm start', () => site.newsItem(base, newest));
    let reference;
    await check('a request form submission with a photo is accepted', async () => {
      reference = await site.submitRequest(base);
      return reference;
    });
    await stop('after pages and a submission');

    server = undefined;
    await check('it restarts', async () => {
      server = await startServer(ctr, s.config, { port: s.port, ...run });
      await site.health(base, s);
      return `ready in ${server.startSeconds.toFixed(1)} s`;
    });
    if (server) await stop('after the restart');
    if (reference)
      await check('the submission and its photo survive the restart', () =>
        site.exportedRequest(
          { databaseUrl: s.databaseUrl, dataDir: s.uploadsDataDir ?? dataDir },
          reference,
          path.join(path.dirname(s.logFile), `export-${path.basename(s.logFile, '.log')}`),
        ),
      );
    await check('the HEALTHCHECK fails once the server is stopped', () => {
      const r = runToEnd(ctr, healthcheck, run);
      if (r.status === 0) throw new Error('exit 0 with no server');
      return `exit ${r.status}`;
    });
    if (s.databaseUrl)
      await check(
        'the instance kept nothing of its own in /data (compose gives each its own)',
        () => {
          const own = fs.readdirSync(dataDir).filter((f) => `/data/${f}` !== '/data/uploads');
          if (own.length)
            throw new Error(
              `${own.join(', ')}: lost with the container, or unlike the other instance's`,
            );
          return 'empty but for the uploads mount point';
        },
      );
  } finally {
    if (server) await endServer(server);
    removeContainer(ctr);
  }
}
