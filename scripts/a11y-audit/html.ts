import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The checker's jar, from the vnu-jar package. */
const vnu = require.resolve('vnu-jar/build/dist/vnu.jar');

/** The part of the Nu checker's JSON output this audit reads. */
const vnuOutput = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      subType: z.string().optional(),
      url: z.string().optional(),
      message: z.string(),
    }),
  ),
});

/** The Nu Html Checker's name and version (vnu.jar, run with the machine's Java). */
export function validatorVersion(): string {
  const r = spawnSync('java', ['-jar', vnu, '--version'], { encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(`The Nu checker does not run (is Java installed?): ${r.stderr}`);
  return `Nu Html Checker ${r.stdout.trim()}`;
}

/**
 * Validates server-rendered HTML documents with the Nu checker in one run; answers each
 * document's errors and warnings (its info messages left out), keyed by the given name.
 */
export function validateHtml(docs: Map<string, string>, dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  let n = 0;
  for (const [key, html] of docs) {
    const name = `${n++}.html`;
    fs.writeFileSync(path.join(dir, name), html);
    files.set(name, key);
  }
  const r = spawnSync(
    'java',
    [
      '-jar',
      vnu,
      '--format',
      'json',
      '--exit-zero-always',
      ...[...files.keys()].map((f) => path.join(dir, f)),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const out = vnuOutput.parse(JSON.parse(r.stderr));
  const results = new Map<string, Array<{ type: 'error' | 'warning'; message: string }>>();
  for (const key of docs.keys()) results.set(key, []);
  for (const m of out.messages) {
    const type = m.type === 'error' ? 'error' : m.subType === 'warning' ? 'warning' : null;
    const key = m.url ? files.get(path.basename(m.url)) : undefined;
    if (type && key) results.get(key)?.push({ type, message: m.message });
  }
  return results;
}
