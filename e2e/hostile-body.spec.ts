import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { HOSTILE_ID } from './fixtures/hostile';

// The site over a stand-in upstream whose news item carries a hostile body.
test.use({ baseURL: E2E.hostile });

for (const locale of ['az', 'en'] as const) {
  test(`${locale}: a hostile body renders inert`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const outside: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('evil.example')) outside.push(req.url());
    });
    // The allowed video embed would wait on a network this machine does not have.
    await page.route(/youtube-nocookie\.com/, (route) => route.abort());
    const res = await page.goto(`${locale === 'en' ? '/en' : ''}/xeber/${HOSTILE_ID}`);
    expect(res?.status()).toBe(200);
    const article = page.locator('main article');
    await expect(article).toContainText('Son abzas.');
    // Tags in the title are text, not markup.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '<b>Təhlükəli</b> mətnli xəbər',
    );

    // The javascript: link lost its address; clicking it does nothing.
    const stripped = article.locator('a', { hasText: 'Bax' });
    expect(await stripped.getAttribute('href')).toBeNull();
    await stripped.dispatchEvent('click');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(outside).toEqual([]);

    // The body's own markup (the gallery around its images is the site's).
    const body = article.locator('[data-content-body]');
    expect(await body.locator('script, style, form, object, embed, meta, base, svg').count()).toBe(
      0,
    );
    const handlers = await body.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes]
          .filter((a) => /^on/i.test(a.name) || a.name === 'style')
          .map((a) => `${el.tagName}[${a.name}]`),
      ),
    );
    expect(handlers).toEqual([]);
    const imageAttributes = await article
      .locator('img')
      .evaluateAll((imgs) => imgs.flatMap((img) => img.getAttributeNames()));
    expect(imageAttributes.filter((name) => /^on/i.test(name))).toEqual([]);
    expect(await article.locator('a[href^="javascript:" i]').count()).toBe(0);
    const frames = await article
      .locator('iframe')
      .evaluateAll((els) => els.map((el) => el.getAttribute('src')));
    expect(frames).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ']);
    await expect(article.getByRole('link', { name: 'Xarici' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    // Nothing hides or covers the page: the heading is the element at its own centre.
    const covered = await page.getByRole('heading', { level: 1 }).evaluate((h) => {
      const r = h.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !(top && (top === h || h.contains(top)));
    });
    expect(covered).toBe(false);
  });
}
