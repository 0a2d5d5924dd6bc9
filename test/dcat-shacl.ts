import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** One result of a SHACL validation report. */
export interface ShaclResult {
  severity: string | null;
  focusNode: string | null;
  path: string | null;
  message: string;
}

/** A SHACL validation report of a document against DCAT-AP 3.0.1 (test/fixtures/dcat-ap). */
export interface ShaclReport {
  conforms: boolean;
  /** the triples the document gave */
  triples: number;
  results: ShaclResult[];
}

/** Validates a JSON-LD document against DCAT-AP's SHACL shapes (test/dcat-shacl-cli.mjs). */
export function validateDcat(document: unknown): ShaclReport {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'dcat-shacl-cli.mjs')], {
    input: JSON.stringify(document),
    encoding: 'utf8',
  });
  return JSON.parse(out);
}
