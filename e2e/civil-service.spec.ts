import { expect, test, type APIRequestContext } from '@playwright/test';
import { CIVIL_SERVICE_TABS } from '@/components/civil-service/tabs';
import { E2E } from '../playwright.config';
import { callApi } from './helpers';

const LABELS = {
  az: [
    'Daxili müsahibə elanları',
    'Ümumi müsahibə elanları',
    'Müsabiqə əsasında müsahibə elanları',
    'Müsahibənin nəticələri',
    'Hüquqi aktlar',
  ],
  en: [
    'Internal interview announcements',
    'General interview announcements',
    'Competition-based interview announcements',
    'Interview results',
    'Legal acts',
  ],
};

/** The first paragraph of a section's static page, as text. */
async function firstParagraph(
  request: APIRequestContext,
  baseURL: string,
  shortTitle: string,
  language: string,
) {
  const reply = await callApi(request, baseURL, 'page', { short_title: shortTitle, language });
  const html = (await reply.json()).content[0].text as string;
  return /<p>(.*?)<\/p>/s
    .exec(html)![1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

for (const locale of ['az', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';

  for (const [i, tab] of CIVIL_SERVICE_TABS.entries()) {
    test(`${locale}: #${tab.hash} selects the tab "${LABELS[locale][i]}"`, async ({
      page,
      request,
      baseURL,
    }) => {
      const text = await firstParagraph(request, baseURL!, tab.page, locale);
      await page.goto(`${prefix}/dovlet-qullugu#${tab.hash}`);
      const tablist = page.getByRole('tablist');
      await expect(tablist.getByRole('tab')).toHaveText(LABELS[locale]);
      const selected = tablist.getByRole('tab', { selected: true });
      await expect(selected).toHaveText(LABELS[locale][i]!);
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAccessibleName(LABELS[locale][i]!);
      await expect(panel).toContainText(text.slice(0, 60));
    });
  }

  test(`${locale}: clicks and arrow keys move the selection and the hash`, async ({ page }) => {
    await page.goto(`${prefix}/dovlet-qullugu`);
    const tabs = page.getByRole('tab');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(3).click();
    await expect(page).toHaveURL(/#musahibe-neticeleri$/);
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(LABELS[locale][3]!);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(4)).toBeFocused();
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#huquqi-aktlar$/);
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(page).toHaveURL(/#daxili-musahibe$/);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['az', 'en'] as const) {
    test(`${locale}: the tabs are plain anchors to sections that are all shown`, async ({
      page,
      request,
      baseURL,
    }) => {
      const prefix = locale === 'en' ? '/en' : '';
      await page.goto(`${prefix}/dovlet-qullugu`);
      await expect(page.getByRole('tab')).toHaveCount(0);
      const nav = page.getByRole('navigation', {
        name: /Dövlət qulluğu bölmələri|Civil service sections/,
      });
      for (const [i, tab] of CIVIL_SERVICE_TABS.entries()) {
        const anchor = nav.getByRole('link', { name: LABELS[locale][i] });
        await expect(anchor).toHaveAttribute('href', `#${tab.hash}`);
        const section = page.locator(`section#${tab.hash}`);
        await expect(section).toBeVisible();
        await expect(section.getByRole('heading', { level: 2 }).first()).toHaveText(
          LABELS[locale][i]!,
        );
        const text = await firstParagraph(request, baseURL!, tab.page, locale);
        await expect(section).toContainText(text.slice(0, 60));
      }
      await nav.getByRole('link', { name: LABELS[locale][2] }).click();
      await expect(page).toHaveURL(/#musabiqe-musahibe$/);
      await expect(page.locator('section#musabiqe-musahibe')).toBeInViewport();
    });
  }
});

test('a source that fails gives the error dialog with no text', async ({ page }) => {
  const response = await page.goto(`${E2E.deadUpstream}/dovlet-qullugu#umumi-musahibe`);
  expect(response?.status()).toBe(200);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('p')).toHaveCount(0);
  await expect(dialog).toHaveText(/^\s*Xəta\s*Bağla\s*$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(LABELS.az[1]!);
});
