import { expect, test } from '@playwright/test';
import { callApi } from './helpers';

type Summary = { id: number; title: string; photo: string | null; file: string | null };

const PAGES = [
  ['budce-xulasesi', 'rey'],
  ['hesabat-xulasesi', 'hesabat'],
] as const;

for (const locale of ['az', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';
  for (const [path, type] of PAGES) {
    test(`${locale}: /${path} shows the ${type} summaries with photo, title and file`, async ({
      page,
      request,
      baseURL,
    }) => {
      const reply = await callApi(request, baseURL!, 'budceXulasesi', {
        type,
        limit: 100,
        language: locale,
      });
      const items = (await reply.json()).budce_xulasesi as Summary[];
      expect(items.length).toBeGreaterThan(0);

      await page.goto(`${prefix}/${path}`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(items.length);
      await expect(cards.getByRole('heading')).toContainText(items.map((i) => i.title));
      for (const [i, item] of items.entries()) {
        // Through the image optimizer (components/media/Photo.tsx).
        expect(await cards.nth(i).locator('img').getAttribute('src')).toContain(
          `/_next/image?url=${encodeURIComponent(`/img/budce_xulasesi/${item.photo}`)}&`,
        );
        const link = cards.nth(i).getByRole('link');
        await expect(link).toHaveAttribute('href', `/files/budce_xulasesi/${item.file}`);
        await expect(link).toHaveAttribute('download', '');
        await expect(link).toHaveAccessibleName(new RegExp(`PDF`));
      }
    });
  }
}
