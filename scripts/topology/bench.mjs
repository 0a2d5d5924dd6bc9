/**
 * `npm run bench:topology`: in one run on this machine, with the load
 * generator (wrk, else autocannon) pinned to one core (BENCH_CPU) and every
 * nginx to the other (NGINX_CPU, one worker each), 50 connections, loopback
 * only, a bounded time per case:
 *   static   nginx serving a saved copy of the page as a file
 *   site     one instance of the production build alone (`next start`)
 *   nocache  that instance behind the shipped nginx config with the HTML cache off
 *   proxy    that instance behind the shipped nginx config as shipped
 * and, asked with Accept-Encoding: gzip as every browser asks:
 *   static gzip   the same file with `gzip_static` and a `gzip -9` copy (the limit)
 *   proxy gzip    the shipped config: pages compressed once for its cache, the
 *                 nonce renewed in the compressed body (docs/topology.md)
 *   per response  the shipped config compressing every response itself (as
 *                 before the compressed page cache: no X-Nonce-Gzip)
 *   theme=dark    the shipped config for a visitor who chose the dark theme (a
 *                 cookie the HTML cache keys on), and with one more cookie
 *                 (the cache bypassed: what any cookie cost before)
 * for the home page, a news list, a news item and a record; prints req/s,
 * p50, p99, the bytes of one response and the ratio to the static figure of
 * its kind (plain or gzip). Not a test: nothing asserts.
 *   BENCH_SECONDS (10)  BENCH_PORT (3660, to +8)  BENCH_CONNECTIONS (50)
 *   BENCH_CPU (1)  NGINX_CPU (0)
 *   BENCH_ONLY  only the setups whose name holds this text, e.g. `gzip` (the static one of a
 *               kind always runs: the ratios need it)
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildIfNeeded } from '../build-if-needed.mjs';
import * as cluster from './cluster.mjs';
import { writeNginxConf } from './nginx-conf.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const CPU = process.env.BENCH_CPU ?? '1';
const NGINX_CPU = process.env.NGINX_CPU ?? '0';
const BASE = Number(process.env.BENCH_PORT || 3660);
const [SITE, STATIC, PROXY, NOCACHE, PER_RESPONSE] = [0, 1, 2, 4, 6].map((i) => BASE + i);
const DIR = path.join(ROOT, '.bench/topology');
const PAGES = [
  ['home', '/'],
  ['news list', '/xeberler'],
  ['news item', '/xeber/64'],
  ['record', '/audit/51'],
];

const useWrk = cluster.hasBinary('wrk');

function toMs(text) {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!m) return NaN;
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
}

/**
 * One bounded load run against `url`: req/s, p50 and p99 in ms, and non-2xx
 * replies. `gzip`: ask for a compressed answer, as every browser does;
 * `cookie`: send that Cookie header.
 */
function load(url, gzip = false, cookie = '') {
  const asked = [
    ...(gzip ? [['Accept-Encoding', 'gzip']] : []),
    ...(cookie ? [['Cookie', cookie]] : []),
  ];
  const header = asked.flatMap(([k, v]) => ['-H', useWrk ? `${k}: ${v}` : `${k}=${v}`]);
  const cmd = useWrk
    ? ['wrk', '-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', ...header, url]
    : [
        process.execPath,
        path.join(ROOT, 'node_modules/autocannon/autocannon.js'),
        '-c',
        String(CONNECTIONS),
        '-d',
        String(SECONDS),
        '-j',
        ...header,
        url,
      ];
  const r = spawnSync('taskset', ['-c', CPU, ...cmd], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`${cmd[0]} failed: ${r.stderr}`);
  if (!useWrk) {
    const j = JSON.parse(r.stdout);
    return {
      bytes: j.throughput.total / Math.max(1, j.requests.total),
      rps: j.requests.average,
      p50: j.latency.p50,
      p99: j.latency.p99,
      bad: j.non2xx + j.errors,
    };
  }
  const out = r.stdout;
  if (!/Requests\/sec/.test(out) || !/^\s+50%/m.test(out)) throw new Error(`wrk said:\n${out}`);
  const bad = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const [, requests, read, unit] = /(\d+) requests in .*?, ([\d.]+)([KMG]?B) read/.exec(out);
  return {
    bytes:
      (Number(read) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[unit]) / Number(requests),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    p50: toMs(/^\s+50%\s+(\S+)\s*$/m.exec(out)[1]),
    p99: toMs(/^\s+99%\s+(\S+)\s*$/m.exec(out)[1]),
    bad: bad + (errors ? errors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}

/**
 * One warm-up request. A keep-alive socket the server closed while nginx was
 * starting makes undici fail once with UND_ERR_SOCKET: retry that once.
 */
async function warm(setup, url, gzip = false, cookie = '', retry = true) {
  try {
    const headers = {
      'accept-encoding': gzip ? 'gzip' : 'identity',
      ...(cookie ? { cookie } : {}),
    };
    await (await fetch(url, { headers })).arrayBuffer();
  } catch (e) {
    if (retry && e.cause?.code === 'UND_ERR_SOCKET') return warm(setup, url, gzip, cookie, false);
    throw new Error(`${setup}: ${url}: ${e.cause?.code ?? e.message}`);
  }
}

function staticConf(dir, port) {
  fs.mkdirSync(path.join(dir, 'html'), { recursive: true });
  const conf = `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/html;
    default_type text/html;
    # The pre-compressed copy (name.html.gz, gzip -9) to clients that take gzip.
    gzip_static on;
    location / { try_files $uri.html =404; }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  return path.join(dir, 'nginx.conf');
}

async function main() {
  if (buildIfNeeded() !== 0) process.exit(1);
  for (const bin of ['nginx', 'taskset']) {
    if (!cluster.hasBinary(bin)) throw new Error(`${bin} is needed`);
  }
  fs.rmSync(DIR, { recursive: true, force: true });
  const placeholder = crypto.randomBytes(16).toString('hex');
  const env = {
    DATA_DIR: path.join(DIR, 'data'),
    CSP_NONCE_PLACEHOLDER: placeholder,
    TRUSTED_PROXIES: '1',
    SITE_URL: `http://127.0.0.1:${PROXY}`,
  };
  delete process.env.DATABASE_URL;
  delete process.env.AUDIT_API_URL;
  delete process.env.REDIS_URL;
  cluster.prepareDatabase(env);
  cluster.startSite({ port: SITE, env, logDir: DIR });
  await cluster.waitFor(`http://127.0.0.1:${SITE}/en`);

  // The static copies: what the site answers, saved as files.
  const staticDir = path.join(DIR, 'static');
  const conf = staticConf(staticDir, STATIC);
  for (const [name, p] of PAGES) {
    const body = await (await fetch(`http://127.0.0.1:${SITE}${p}`)).text();
    const file = path.join(staticDir, 'html', `${name.replace(' ', '-')}.html`);
    fs.writeFileSync(file, body);
    const gz = spawnSync('gzip', ['-9', '-k', '-f', file]);
    if (gz.status !== 0) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
  const pinned = { cpu: NGINX_CPU };
  cluster.startNginxWith(conf, staticDir, pinned);

  // The load comes from this host: exempt from the render limit, as an operator's own host is.
  const proxyOpts = {
    upstreams: [SITE],
    placeholder,
    accessLog: false,
    renderExempt: ['127.0.0.1'],
  };
  /** The shipped config on `port` (and `port + 1`), with `changes` ([from, to], each must match). */
  const proxy = (name, port, ...changes) => {
    const dir = path.join(DIR, name);
    const conf = writeNginxConf({ ...proxyOpts, dir, httpPort: port + 1, mainPort: port });
    const site = path.join(dir, 'audit-site.conf');
    let text = fs.readFileSync(site, 'utf8');
    for (const [from, to] of changes) {
      if (!text.match(from)) throw new Error(`${name}: no ${from} in the shipped config`);
      text = text.replace(from, to);
    }
    fs.writeFileSync(site, text);
    cluster.startNginxWith(conf, dir, pinned);
  };
  proxy('proxy', PROXY);
  // The other choice for the CSP: HTML never cached by nginx.
  proxy('nocache', NOCACHE, ['proxy_cache audit_html;', 'proxy_cache off;']);
  // Before the compressed page cache: nginx compresses every response itself.
  proxy('per-response', PER_RESPONSE, [/\n\s*proxy_set_header X-Nonce-Gzip .*;/, '']);
  for (const port of [PROXY, NOCACHE, PER_RESPONSE])
    await cluster.waitFor(`http://127.0.0.1:${port}/en`);

  const loadAverage = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\n${useWrk ? 'wrk' : 'autocannon'}, ${CONNECTIONS} connections, ${SECONDS} s per case, pinned to CPU ${CPU}, nginx to CPU ${NGINX_CPU}; ${new Date().toISOString()}; load average ${loadAverage}\n`,
  );
  const rows = [];
  const header = ['page', 'setup', 'req/s', 'p50 ms', 'p99 ms', 'bytes', 'of static', 'non-2xx'];
  console.log(header.join('\t'));
  for (const [name, p] of PAGES) {
    const file = `http://127.0.0.1:${STATIC}/${name.replace(' ', '-')}`;
    const cases = [
      ['static (nginx file)', file],
      ['site alone', `http://127.0.0.1:${SITE}${p}`],
      ['nginx, HTML not cached', `http://127.0.0.1:${NOCACHE}${p}`],
      ['nginx as shipped', `http://127.0.0.1:${PROXY}${p}`],
      ['static gzip (gzip_static, gzip -9)', file, true],
      ['nginx as shipped, gzip asked', `http://127.0.0.1:${PROXY}${p}`, true],
      ['nginx gzip per response, gzip asked', `http://127.0.0.1:${PER_RESPONSE}${p}`, true],
      [
        'nginx as shipped, theme=dark, gzip asked',
        `http://127.0.0.1:${PROXY}${p}`,
        true,
        'theme=dark',
      ],
      [
        'nginx as shipped, theme=dark + another cookie, gzip asked',
        `http://127.0.0.1:${PROXY}${p}`,
        true,
        'theme=dark; x=1',
      ],
    ];
    const staticRps = {};
    const only = process.env.BENCH_ONLY;
    for (const [setup, url, gzip, cookie] of cases.filter(
      ([setup, , gzip]) =>
        !only ||
        setup.includes(only) ||
        (setup.startsWith('static') && (gzip ?? false) === only.includes('gzip')),
    )) {
      for (let i = 0; i < 20; i++) await warm(setup, url, gzip, cookie);
      const r = load(url, gzip, cookie);
      if (setup.startsWith('static')) staticRps[Boolean(gzip)] = r.rps;
      const row = [
        name,
        setup,
        r.rps.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r.bytes.toFixed(0),
        (r.rps / staticRps[Boolean(gzip)]).toFixed(3),
        r.bad,
      ];
      rows.push(row);
      console.log(row.join('\t'));
    }
  }
  console.log('\n| page | setup | req/s | p50 ms | p99 ms | bytes | of static |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.slice(0, 7).join(' | ')} |`);
}

main()
  .catch((e) => {
    console.error(e.message);
    process.exitCode = 1;
  })
  .finally(() => cluster.stopAll());
