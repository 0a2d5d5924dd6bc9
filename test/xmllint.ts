import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCHEMAS = path.join(__dirname, 'fixtures', 'schemas');

/**
 * Validates an XML document with libxml2's xmllint (apt: libxml2-utils)
 * against a schema of test/fixtures/schemas: RELAX NG (.rng) or XSD (.xsd).
 * Returns xmllint's messages; `ok` only when it reports the document valid.
 */
export function xmllint(xml: string, schema: string): { ok: boolean; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xmllint-'));
  const file = path.join(dir, 'doc.xml');
  fs.writeFileSync(file, xml);
  const flag = schema.endsWith('.rng') ? '--relaxng' : '--schema';
  const r = spawnSync('xmllint', ['--noout', '--nonet', flag, path.join(SCHEMAS, schema), file], {
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  if (r.error)
    throw new Error(`xmllint is missing (apt-get install -y libxml2-utils): ${r.error.message}`);
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}
