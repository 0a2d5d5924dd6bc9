import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Puts the real CSS modules into the jsdom document. CSS modules are mocked to their own class
 * names in Jest, so these rules match, and what they hide is hidden from role queries too
 * (jsdom ignores the @media blocks, which only hold the breakpoint and reduced motion).
 */
export function loadCss(...files: string[]): () => void {
  const style = document.createElement('style');
  style.textContent = files.map((f) => readFileSync(path.join(__dirname, f), 'utf8')).join('\n');
  document.head.append(style);
  return () => style.remove();
}

/** jsdom caches computed styles until the DOM changes, so :focus-within needs a nudge. */
export function refreshStyles(): void {
  document.documentElement.toggleAttribute('data-refresh-styles');
}
