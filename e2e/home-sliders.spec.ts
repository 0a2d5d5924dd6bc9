import { expect, test, type Locator, type Page } from '@playwright/test';

const MAIN = { az: 'Son hesabatlar və rəylər', en: 'Latest reports and opinions' };
const BUTTONS = {
  az: { pause: 'Dayandır', play: 'Davam et', next: 'Növbəti' },
  en: { pause: 'Pause', play: 'Play', next: 'Next' },
};

const carousel = (page: Page, name: string) =>
  page.locator(`section[aria-roledescription="carousel"][aria-label="${name}"]`);

/** The indexes of the slides in view (Swiper's start-swiper.ts makes the others inert). */
const shown = (slider: Locator) =>
  slider
    .locator('[data-slide]:not([inert])')
    .evaluateAll((slides) => slides.map((s) => Number((s as HTMLElement).dataset.slide)));

async function open(page: Page, path: string, name: string) {
  // The page's clock stands still (timers fire only in runFor), so the time spent loading
  // Swiper does not count towards the first interval.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
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
    for (let i = 1; i <= 6; i++) {
      await page.clock.runFor(7000);
      await expect.poll(() => shown(slider)).toEqual([i]);
    }
    await page.clock.runFor(21000);
    expect(await shown(slider)).toEqual([6]);
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

test.describe('on a touch phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  /** A finger dragging from right to left across the element (CDP touch events, as a phone sends). */
  async function swipeLeft(page: Page, target: Locator) {
    // On a phone the carousel is below the first screen (the top tasks come first): a finger
    // swipes what it sees, so bring the slide into view first.
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    const y = box.y + box.height / 2;
    const from = box.x + box.width * 0.85;
    const to = box.x + box.width * 0.1;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    await touch('touchStart', from);
    for (let i = 1; i <= 8; i++) await touch('touchMove', from + ((to - from) * i) / 8);
    await touch('touchEnd', to);
  }

  test('en: a swipe moves the main slider and stops its rotation; Pause/Play stays in reach', async ({
    page,
  }) => {
    const slider = await open(page, '/en', MAIN.en);
    expect(await shown(slider)).toEqual([0]);
    await swipeLeft(page, slider.locator('[data-slide="0"]'));
    await expect.poll(() => shown(slider)).toEqual([1]);
    // The visitor took over: the rotation stopped and the control offers Play.
    await expect(slider.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.clock.runFor(21000);
    expect(await shown(slider)).toEqual([1]);
    await slider.getByRole('button', { name: 'Play' }).tap();
    await expect(slider.getByRole('button', { name: 'Pause' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('the slides are a horizontal scroll-snap strip, the first at full width', async ({
    page,
  }) => {
    await page.goto('/en');
    const slider = carousel(page, MAIN.en);
    const viewport = slider.locator('.swiper');
    const style = await viewport.evaluate((el) => {
      const s = getComputedStyle(el);
      return { overflowX: s.overflowX, snap: s.scrollSnapType };
    });
    expect(style.overflowX).toBe('auto');
    expect(style.snap).toContain('x');
    const strip = (await viewport.boundingBox())!;
    const first = (await slider.locator('[data-slide="0"]').boundingBox())!;
    expect(first.width).toBeCloseTo(strip.width, 0);
    await viewport.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: 'instant' }));
    await expect
      .poll(() => viewport.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
      .toBe(1);
  });
});
