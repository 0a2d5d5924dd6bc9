/**
 * The shipped nginx configuration (deploy/nginx) rewritten for a run on this
 * machine: loopback ports, the instances' ports as the upstream, files under
 * `dir`, plain HTTP where the shipped config has TLS (no certificate here).
 * Every rewrite must match, so a change to the shipped file that the tests
 * would no longer exercise fails loudly here.
 */
import fs from 'node:fs';
import path from 'node:path';

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy/nginx');

function replace(text, pattern, replacement, file) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/${file}: no match for ${pattern}`);
  return text.replace(pattern, replacement);
}

/**
 * @param {{dir: string, httpPort: number, mainPort: number, upstreams: number[],
 *   placeholder: string, workers?: number, accessLog?: boolean, renderExempt?: string[],
 *   upstreamHeader?: boolean}} o
 *   upstreamHeader: every page and API answer says which instance gave it (X-Upstream), for
 *   the rolling restart's count; never in the shipped file
 * @returns the path of the main configuration file
 */
export function writeNginxConf(o) {
  const dir = path.resolve(o.dir);
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  let main = fs.readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8');
  main = replace(
    main,
    /^worker_processes .*;$/m,
    `worker_processes ${o.workers ?? 1};`,
    'nginx.conf',
  );
  main = replace(main, /^pid .*;$/m, `pid ${dir}/nginx.pid;`, 'nginx.conf');
  main = replace(main, /^error_log .*;$/m, `error_log ${dir}/error.log warn;`, 'nginx.conf');
  main = replace(
    main,
    /access_log \S+(.*);/,
    o.accessLog === false ? 'access_log off;' : `access_log ${dir}/access.log$1;`,
    'nginx.conf',
  );
  main = replace(main, /\/var\/cache\/nginx\//g, `${dir}/cache/`, 'nginx.conf');
  main = replace(
    main,
    /include \/etc\/nginx\/audit-site\.conf;/,
    `include ${dir}/audit-site.conf;`,
    'nginx.conf',
  );
  // Here the workers run as whoever runs the test (root: as root, since the
  // shipped config's user may not enter this directory, or exist).
  main = replace(main, /^user .*;$/m, process.getuid?.() === 0 ? 'user root;' : '', 'nginx.conf');

  let site = fs.readFileSync(path.join(DEPLOY, 'audit-site.conf'), 'utf8');
  // The shipped parameters of each server line (max_fails=0: docs/topology.md), on local ports.
  const params = /  server site\d+:3000( [^;]*)?;/.exec(site)?.[1] ?? '';
  const servers = o.upstreams.map((p) => `  server 127.0.0.1:${p}${params};`).join('\n');
  site = replace(site, /(  server site\d+:3000 .*;\n)+/, `${servers}\n`, 'audit-site.conf');
  site = replace(site, /\/var\/cache\/nginx\//g, `${dir}/cache/`, 'audit-site.conf');
  site = replace(site, /^\s*listen \[::\]:.*;\n/gm, '', 'audit-site.conf');
  site = replace(site, /listen 80;/, `listen 127.0.0.1:${o.httpPort};`, 'audit-site.conf');
  site = replace(
    site,
    /listen 443 ssl http2;/,
    `listen 127.0.0.1:${o.mainPort};`,
    'audit-site.conf',
  );
  site = replace(site, /^\s*ssl_.*;\n/gm, '', 'audit-site.conf');
  site = replace(site, /__CSP_NONCE_PLACEHOLDER__/g, o.placeholder, 'audit-site.conf');
  site = replace(site, /\/etc\/nginx\/errors/g, path.join(DEPLOY, 'errors'), 'audit-site.conf');
  site = replace(
    site,
    /unix:\/run\/nginx-audit-render\.sock/g,
    `unix:${path.join(dir, 'render.sock')}`,
    'audit-site.conf',
  );
  // The test's own checks come from 127.0.0.1, exempted from the render limit as an operator
  // exempts a monitoring host; a flood from 127.0.0.2 meets the shipped limit.
  for (const host of o.renderExempt ?? []) {
    site = replace(
      site,
      /(geo \$audit_render_exempt \{\n  default 0;\n)/,
      `$1  ${host} 1;\n`,
      'audit-site.conf',
    );
  }
  if (o.upstreamHeader) {
    const header = '\n    add_header X-Upstream $upstream_addr always;';
    site = replace(
      site,
      /(limit_req zone=audit_render burst=60 nodelay;)/,
      `$1${header}`,
      'audit-site.conf',
    );
    site = replace(site, /(proxy_request_buffering off;)/, `$1${header}`, 'audit-site.conf');
  }
  fs.writeFileSync(path.join(dir, 'audit-site.conf'), site);
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, main);
  return file;
}
