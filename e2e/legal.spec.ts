import { expect, test } from '@playwright/test';
import { LEGAL_CALLS, type LegalList } from '@/lib/core/contract/calls';
import { callApi } from './helpers';

type Doc = {
  id: number;
  title: string;
  link: string | null;
  file: string | null;
  order_num: number;
};

for (const locale of ['az', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';
  for (const list of Object.keys(LEGAL_CALLS) as LegalList[]) {
    test(`${locale}: /${list} lists its documents by order_num with the right link kinds`, async ({
      page,
      request,
      baseURL,
    }) => {
      // Asked by id: the page must sort whatever order the source answers in.
      const reply = await callApi(request, baseURL!, LEGAL_CALLS[list], {
        language: locale,
        column: 'id',
      });
      const docs = ((await reply.json()).qanunlar as Doc[]).toSorted(
        (a, b) => a.order_num - b.order_num || a.id - b.id,
      );
      expect(docs.length).toBeGreaterThan(1);
      if (list === 'qanunlar') {
        // The demo stores this list out of order: the page must sort it.
        expect(docs.map((d) => d.id)).not.toEqual(docs.map((d) => d.id).toSorted((a, b) => a - b));
      }

      await page.goto(`${prefix}/${list}`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(docs.length);
      await expect(cards.getByRole('heading', { level: 3 })).toContainText(
        docs.map((d) => d.title),
      );
      for (const [i, doc] of docs.entries()) {
        const link = cards.nth(i).getByRole('link');
        if (doc.link?.startsWith('http')) {
          await expect(link).toHaveAttribute('href', doc.link);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          await expect(link).toHaveAccessibleName(/new tab|yeni pəncərədə/);
        } else {
          await expect(link).toHaveAttribute('href', `/files/qanunlar/${doc.file}`);
          await expect(link).toHaveAttribute('download', '');
          await expect(link).not.toHaveAttribute('target', /.+/);
          await expect(cards.nth(i)).toContainText(/PDF .*\d+ (B|KB|MB)/);
        }
      }
    });
  }
}

test('a legal file link serves the file', async ({ page, request }) => {
  await page.goto('/qanunlar');
  const href = await page.locator('article[data-kind="file"] a').first().getAttribute('href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 4).toString()).toBe('%PDF');
});
