/**
 * Writes the shipped nginx's copies of the site's 414 page and its own 429 page (deploy/nginx/errors)
 * from lib/platform/http/too-long.ts, and the hash of its style into the edge's policy
 * for them (deploy/nginx/audit-site.conf, every place it is named). Run after changing the page or its
 * texts: `npx tsx scripts/write-edge-pages.ts`; test/edge-pages.test.ts fails
 * while the copies differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { edgePages, edgeStyleHash } from '../lib/platform/http/edge-pages';

const DEPLOY = path.resolve(import.meta.dirname, '../deploy/nginx');
const CONF = path.join(DEPLOY, 'audit-site.conf');

for (const [name, body] of Object.entries(edgePages())) {
  fs.writeFileSync(path.join(DEPLOY, 'errors', name), body);
}
const conf = fs.readFileSync(CONF, 'utf8');
fs.writeFileSync(
  CONF,
  conf.replaceAll(/style-src 'sha256-[^']*'/g, `style-src '${edgeStyleHash()}'`),
);
console.log(`wrote ${Object.keys(edgePages()).join(', ')} and the style hash`);
