/**
 * The container's build copies files by name (Dockerfile): each one must exist in the
 * repository, or the build fails where no other test looks (a script deleted here was still
 * copied there once). Files the build makes (.next) are left out.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The sources of every COPY: the repository's own paths (the build stage's under /app). */
function copiedSources(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('COPY '))
    .flatMap((line) => {
      const words = line
        .split(/\s+/)
        .slice(1)
        .filter((w) => !w.startsWith('--'));
      return words.slice(0, -1);
    })
    .map((source) => source.replace(/^\/app\//, ''))
    .filter((source) => source !== '.' && !source.startsWith('.next'));
}

it('copies only files the repository has', () => {
  const sources = copiedSources(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
  expect(sources).toContain('scripts/patch-next.mjs');
  expect(sources.filter((source) => !fs.existsSync(path.join(ROOT, source)))).toEqual([]);
});
