/**
 * Validates a JSON-LD document (standard input) against DCAT-AP 3.0.1's SHACL shapes
 * (test/fixtures/dcat-ap: the shapes and the range shapes); prints the report as JSON
 * `{conforms, results: [{severity, focusNode, path, message}]}`. A process of its own: the RDF
 * libraries ship ES modules only, which jest would have to transform (test/dcat-shacl.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jsonld from 'jsonld';
import { Parser } from 'n3';
import rdf from '@zazuko/env';
import SHACLValidator from 'rdf-validate-shacl';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHAPES = ['dcat-ap-SHACL.ttl', 'ranges.ttl'].map((f) =>
  path.join(here, 'fixtures/dcat-ap', f),
);

const parse = (text, format) => new Parser({ format }).parse(text);

const shapes = rdf.dataset();
for (const file of SHAPES)
  for (const q of parse(fs.readFileSync(file, 'utf8'), 'text/turtle')) shapes.add(q);

const doc = JSON.parse(fs.readFileSync(0, 'utf8'));
// No remote context: a document that needs one to be read is refused, as a portal would.
const documentLoader = (url) => Promise.reject(new Error(`no remote context: ${url}`));
const nquads = await jsonld.toRDF(doc, { format: 'application/n-quads', documentLoader });
const data = rdf.dataset(parse(nquads, 'application/n-quads'));
const report = await new SHACLValidator(shapes, { factory: rdf }).validate(data);
const value = (term) => term?.value ?? null;
process.stdout.write(
  JSON.stringify({
    conforms: report.conforms,
    triples: data.size,
    results: report.results.map((r) => ({
      severity: value(r.severity),
      focusNode: value(r.focusNode),
      path: value(r.path),
      message: r.message.map(value).join(' '),
    })),
  }),
);
