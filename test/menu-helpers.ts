import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The menu's folder, where its CSS modules are. */
const MENU = path.join(__dirname, '../components/menu');

/**
 * The rules a browser `width` px wide applies: the top-level `@media (min-width: N px)` and
 * `(max-width: N px)` blocks that match are unwrapped in place, every other at-rule block
 * (reduced motion, `@supports`) is dropped. jsdom ignores media queries, so the tests choose
 * the viewport here.
 */
function cssForWidth(css: string, width: number): string {
  let out = '';
  let i = 0;
  for (let at = css.indexOf('@', i); at !== -1; at = css.indexOf('@', i)) {
    out += css.slice(i, at);
    const open = css.indexOf('{', at);
    let depth = 1;
    let end = open + 1;
    for (; depth > 0 && end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}') depth--;
    }
    const query = css.slice(at, open);
    const min = /^@media \(min-width: (\d+)px\)\s*$/.exec(query);
    const max = /^@media \(max-width: (\d+)px\)\s*$/.exec(query);
    const applies = (min && width >= Number(min[1])) || (max && width <= Number(max[1]));
    if (applies) out += css.slice(open + 1, end - 1);
    i = end;
  }
  return out + css.slice(i);
}

/**
 * Puts the menu's real CSS modules (components/menu/`files`) into the jsdom document, as a browser `width` px wide applies them.
 * CSS modules are mocked to their own class names in Jest, so these rules match, and what they
 * hide is hidden from role queries too.
 */
export function loadCss(width: number, ...files: string[]): () => void {
  const style = document.createElement('style');
  style.textContent = files
    .map((f) => cssForWidth(readFileSync(path.join(MENU, f), 'utf8'), width))
    .join('\n');
  document.head.append(style);
  return () => style.remove();
}

/** jsdom caches computed styles until the DOM changes, so :focus-within needs a nudge. */
export function refreshStyles(): void {
  document.documentElement.toggleAttribute('data-refresh-styles');
}
