/**
 * The themes' colours (docs/design.md, "Themes"): every colour of a CSS
 * module is a token of app/globals.css; the light-dark() pairs keep the plain
 * (light) value as their first half, so the light theme is the same with or
 * without light-dark() support; and every token that differs by theme has a
 * dark value.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const globals = readFileSync(path.join(ROOT, 'app/globals.css'), 'utf8');
const [plainPart = '', themePart = ''] = globals.split('@supports (color: light-dark(');

/** `--name: value;` declarations of a piece of CSS. */
function declarations(css: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of css.matchAll(/(--color-[a-z0-9-]+):\s*([^;]+);/g)) out.set(m[1]!, m[2]!.trim());
  return out;
}

const plain = declarations(plainPart);
const themed = declarations(themePart);
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|oklch|oklab|lab|lch)\(/i;

describe('theme tokens', () => {
  it('pairs each themed token with its plain light value', () => {
    expect(themed.size).toBeGreaterThan(40);
    for (const [name, value] of themed) {
      const pair = /^light-dark\((.+?),\s*((?:#|rgb).+)\)$/.exec(value);
      expect([name, pair ? 'pair' : value]).toEqual([name, 'pair']);
      expect([name, pair?.[1]]).toEqual([name, plain.get(name)]);
      expect([name, pair?.[2]]).not.toEqual([name, pair?.[1]]);
    }
  });

  it('gives every literal colour token a dark value, or names it as the same in both', () => {
    const same = plainPart.slice(plainPart.indexOf('The same in both themes'));
    const constant = declarations(same);
    for (const [name, value] of plain) {
      if (!COLOUR.test(value) || constant.has(name)) continue;
      expect([name, themed.has(name)]).toEqual([name, true]);
    }
  });

  it('leaves no colour literal in a CSS module', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.module.css'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, i) => [`${file}:${i + 1}`, line] as const)
        .filter(([, line]) => COLOUR.test(line))
        .map(([at]) => at),
    );
    expect(found).toEqual([]);
  });
});
