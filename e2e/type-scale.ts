import { expect, type Page } from '@playwright/test';

/**
 * One size per heading level (docs/design.md, "Type scale"): the size of each level's token
 * (app/globals.css --font-size-*) at the page's width, and every shown heading whose size is
 * not its level's.
 */
async function headingSizes(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    document.body.append(probe);
    const size = (step: string) => {
      probe.style.fontSize = `var(--font-size-${step})`;
      return getComputedStyle(probe).fontSize;
    };
    const steps = ['title', 'section', 'subsection', 'minor', 'minor', 'minor'];
    const levels = Object.fromEntries(steps.map((step, i) => [`H${i + 1}`, size(step)]));
    probe.remove();
    const off = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => h.getClientRects().length > 0 && !h.classList.contains('visually-hidden'))
      .map((h) => ({
        heading: `${h.tagName} ${h.textContent?.trim().slice(0, 40)}`,
        size: getComputedStyle(h).fontSize,
        level: levels[h.tagName],
      }))
      .filter((h) => h.size !== h.level);
    return { levels, off };
  });
}

/** Every shown heading has its level's size, the sizes fall with the level, and the h1 stands out. */
export async function expectOneSizePerLevel(page: Page, width: number) {
  const { levels, off } = await headingSizes(page);
  const px = (level: string) => parseFloat(levels[level] ?? '');
  expect(off, `${width} px: every heading at its level's size (${JSON.stringify(levels)})`).toEqual(
    [],
  );
  expect(px('H1'), `${width} px: h1 above h2`).toBeGreaterThan(px('H2'));
  expect(px('H2'), `${width} px: h2 above h3`).toBeGreaterThan(px('H3'));
  expect(px('H3'), `${width} px: h3 above h4`).toBeGreaterThan(px('H4'));
  // A phone's h1 was 24 px over a 20 px h2: too close to tell the page's title from a section.
  expect(px('H1') / px('H2'), `${width} px: h1 at least 1.4 times h2`).toBeGreaterThanOrEqual(1.4);
}
