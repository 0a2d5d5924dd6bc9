/**
 * Type assertions stay the exception (docs/code-map.md, "Casts are the
 * exception"): at most CAST_BUDGET in the site's non-test code, and each with
 * a comment in the lines just above it saying why. `as const` is no cast;
 * `x as unknown as T` counts once.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const SOURCES = ['app', 'components', 'lib', 'i18n', 'messages', 'demo', 'scripts', 'cache'];
const CAST_BUDGET = 20;
/** How many lines above a cast its reason may start. */
const REASON_WITHIN = 3;

interface Cast {
  at: string;
  reasoned: boolean;
}

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...SOURCES], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !/\.(test|spec|e2e)\.tsx?$/.test(f) &&
        !f.endsWith('.d.ts') &&
        !f.includes('fixtures/'),
    );
}

function castsIn(file: string): Cast[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const found: Cast[] = [];
  const visit = (node: ts.Node) => {
    const isCast =
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      node.type.getText(source) !== 'const' &&
      !(ts.isAsExpression(node.parent) || ts.isTypeAssertionExpression(node.parent));
    if (isCast) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const above = lines.slice(Math.max(0, line - REASON_WITHIN), line + 1);
      found.push({
        at: `${file}:${line + 1}`,
        reasoned: above.some((l) => /\/\/|\/\*|^\s*\*/.test(l)),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('casts in non-test code', () => {
  const casts = sourceFiles().flatMap(castsIn);

  it(`are at most ${CAST_BUDGET}`, () => {
    expect(casts.length).toBeGreaterThan(0); // the walk found the files
    expect(casts.map((c) => c.at).slice(CAST_BUDGET)).toEqual([]);
  });

  it('each say why, in a comment just above', () => {
    expect(casts.filter((c) => !c.reasoned).map((c) => c.at)).toEqual([]);
  });
});
