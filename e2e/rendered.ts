import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Checks of what a visitor sees rather than of the markup: a region's brightness as painted
 * (overlays and shadows included), and words the line breaking cut in two.
 */

/** The mean brightness (0–255) of a region of the page as painted. */
export async function brightness(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<number> {
  const png = await page.screenshot({ clip, animations: 'disabled' });
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.reduce((sum, v) => sum + v, 0) / data.length;
}

/** The words of these elements' shown text that run over two lines (broken inside the word). */
export function splitWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) =>
    els.flatMap((el) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden')) continue;
        const text = node.textContent ?? '';
        // A word ends at a space or a hyphen (a line may break after "INTOSAI-").
        for (const m of text.matchAll(/[^\s\-‐–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) split.push(m[0]);
        }
      }
      return split;
    }),
  );
}
