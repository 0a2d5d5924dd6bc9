import fs from 'node:fs';
import path from 'node:path';
import { edgePages, edgeStyleHash } from '@/lib/platform/http/edge-pages';

const DEPLOY = path.join(__dirname, '../deploy/nginx');

describe("the shipped nginx's copy of the 414 page", () => {
  it('is the site page, written by scripts/write-edge-pages.ts', () => {
    for (const [name, body] of Object.entries(edgePages())) {
      expect(fs.readFileSync(path.join(DEPLOY, 'errors', name), 'utf8')).toBe(body);
    }
  });

  it("has its style allowed by the edge's policy, by hash", () => {
    const conf = fs.readFileSync(path.join(DEPLOY, 'audit-site.conf'), 'utf8');
    expect(conf).toContain(`style-src '${edgeStyleHash()}'`);
  });
});
