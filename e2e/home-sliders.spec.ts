import { expect, test, type Locator, type Page } from '@playwright/test';

const MAIN = { az: 'Son xəbərlər, hesabatlar və rəylər', en: 'Latest news, reports and opinions' };
const BUTTONS = {
  az: { pause: 'Dayandır', play: 'Davam et', next: 'Növbəti' },
  en: { pause: 'Pause', play: 'Play', next: 'Next' },
};

const carousel = (page: Page, name: string) =>
  page.locator(`section[aria-roledescription="carousel"][aria-label="${name}"]`);

/** The indexes of the slides in view (the others are inert once the script runs). */
const shown = (slider: Locator) =>
  slider
    .locator('[data-slide]:not([inert])')
    .evaluateAll((slides) => slides.map((s) => Number((s as HTMLElement).dataset.slide)));

async function open(page: Page, path: string, name: string) {
  await page.clock.install();
  await page.goto(path);
  const slider = carousel(page, name);
  await expect(slider).toHaveAttribute('data-js', '');
  // Autoplay stops while the pointer is over a carousel: keep it away.
  await page.mouse.move(1, 1);
  return slider;
}

for (const locale of ['az', 'en'] as const) {
  const prefix = locale === 'az' ? '/' : '/en';
  const b = BUTTONS[locale];

  test(`${locale}: the main slider turns every 7 s and stops at its last slide`, async ({
    page,
  }) => {
    const slider = await open(page, prefix, MAIN[locale]);
    expect(await shown(slider)).toEqual([0]);
    await page.clock.runFor(6000);
    expect(await shown(slider)).toEqual([0]);
    for (let i = 1; i <= 9; i++) {
      await page.clock.runFor(7000);
      await expect.poll(() => shown(slider)).toEqual([i]);
    }
    await page.clock.runFor(21000);
    expect(await shown(slider)).toEqual([9]);
    await expect(slider.getByRole('button', { name: b.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(slider.getByRole('button', { name: b.play })).toBeVisible();
  });

  test(`${locale}: the pause control stops and restarts the main slider`, async ({ page }) => {
    const slider = await open(page, prefix, MAIN[locale]);
    await slider.getByRole('button', { name: b.pause }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(21000);
    expect(await shown(slider)).toEqual([0]);
    await slider.getByRole('button', { name: b.play }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(7000);
    await expect.poll(() => shown(slider)).toEqual([1]);
  });

  test(`${locale}: no autoplay under prefers-reduced-motion`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const slider = await open(page, prefix, MAIN[locale]);
    await expect(slider.getByRole('button', { name: b.play })).toBeVisible();
    await page.clock.runFor(30000);
    expect(await shown(slider)).toEqual([0]);
  });

  test(`${locale}: the sliders are keyboard operable`, async ({ page }) => {
    const slider = await open(page, prefix, MAIN[locale]);
    await slider.getByRole('button', { name: b.next }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(slider)).toEqual([1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(slider)).toEqual([2]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shown(slider)).toEqual([1]);
  });
}

test("en: What's new turns every 5 s, the link logos every 3 s, 2 or 5 at a time", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/en', "What's new");
  const whatsNew = carousel(page, "What's new");
  const links = carousel(page, 'Useful links');
  expect(await shown(links)).toEqual([0, 1, 2, 3, 4]);
  await page.clock.runFor(3000);
  await expect.poll(() => shown(links)).toEqual([1, 2, 3, 4, 5]);
  expect(await shown(whatsNew)).toEqual([0]);
  await page.clock.runFor(2000);
  await expect.poll(() => shown(whatsNew)).toEqual([1]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => (await shown(links)).length).toBe(2);
});
