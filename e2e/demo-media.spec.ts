import { expect, test } from '@playwright/test';
import { PHONE_WIDTHS } from './a11y-pages';
import { splitWords } from './rendered';

/**
 * The demo's partners, links and documents (issue 27, item 9): organisations
 * are tiles with their full names in the page's language, and legal documents
 * are files of a real size.
 */
const L = {
  az: {
    prefix: '',
    partner: 'Ali Audit Orqanlarının Beynəlxalq Təşkilatı (INTOSAI)',
    link: 'Nazirlər Kabineti',
    other: 'Cabinet of Ministers',
  },
  en: {
    prefix: '/en',
    partner: 'International Organization of Supreme Audit Institutions (INTOSAI)',
    link: 'Cabinet of Ministers',
    other: 'Nazirlər Kabineti',
  },
} as const;

for (const [locale, t] of Object.entries(L)) {
  test(`${locale}: partners and useful links are tiles with full names in the page's language`, async ({
    page,
  }) => {
    await page.goto(t.prefix || '/');
    const partner = page.getByRole('link', {
      name: new RegExp(`^${t.partner.replace(/[()]/g, '\\$&')}`),
    });
    await expect(partner).toHaveAttribute('href', 'https://www.intosai.org/');
    await expect(partner).toContainText(t.partner);
    await expect(partner.locator('img')).toHaveAttribute('alt', '');
    const link = page.locator('a[href="https://cabmin.gov.az/"]');
    await expect(link).toContainText(t.link);
    await expect(page.locator('main')).not.toContainText(t.other);
    await expect(page.locator('main')).not.toContainText('Nazirlər K.');
    // Issue 51: a partner's name wraps between its words at every width, never inside one
    // ("Internatio-nal" at 320 px, where two tiles a row left the name 90 px).
    const names = page.locator('section[aria-labelledby="home-partners"] a');
    await expect(names).toHaveCount(4);
    for (const width of [...PHONE_WIDTHS, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 720 });
      expect(await splitWords(names), `${width} px`).toEqual([]);
    }
  });
}

test('en: legal documents are files of tens of kilobytes, not 1 KB', async ({ page }) => {
  await page.goto('/en/qanunlar');
  const files = page.locator('main a[download]');
  expect(await files.count()).toBeGreaterThan(0);
  for (const text of await files.allTextContents()) {
    const kb = /([\d.,]+)\s*KB/.exec(text);
    expect([text, kb !== null]).toEqual([text, true]);
    expect(Number(kb![1]!.replace(',', '.'))).toBeGreaterThan(10);
  }
  const href = await files.first().getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).length).toBeGreaterThan(15_000);
});
