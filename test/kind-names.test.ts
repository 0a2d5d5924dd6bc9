/**
 * The kinds' table drives every list of kinds (issue 52; docs/code-map.md, "Adding a list
 * page"): the search groups, the footer's lists, the translations' tables read it, so a kind
 * that no page shows on purpose is named, by its call, in its row, its table and nowhere else
 * of the product's code (tests, messages and demo content aside).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The product's code files (app/, lib/, components/; tests aside) that name `word`. */
function filesNaming(word: string): string[] {
  return execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'app', 'lib', 'components'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|(^|\/)(fixtures|test-utils)/.test(f))
    .filter((f) => readFileSync(path.join(ROOT, f), 'utf8').includes(word))
    .sort();
}

it('names the interviews (musahibeler) in the kinds’ table and their database table only', () => {
  const files = filesNaming('musahibeler');
  expect(files).toEqual(['lib/core/contract/kind-table.ts', 'lib/core/db/schema/publications.ts']);
  expect(files.length).toBeLessThanOrEqual(3);
});

it('finds a file that names it (the count can fail)', () => {
  expect(filesNaming('musahibe').length).toBeGreaterThanOrEqual(2);
  expect(filesNaming('xeberler').length).toBeGreaterThan(3);
});
