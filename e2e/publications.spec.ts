import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';
import { callApi } from './helpers';

/** Each kind: its list path, item segment, §7 call, a word of its 404 message per language. */
const KINDS = [
  {
    list: 'xeberler',
    item: 'xeber',
    call: 'xeberler',
    az: 'Xəbər tapılmadı',
    en: 'News item not found',
  },
  {
    list: 'cixislar',
    item: 'cixis',
    call: 'cixislar',
    az: 'Çıxış tapılmadı',
    en: 'Speech not found',
  },
  {
    list: 'musahibeler',
    item: 'musahibe',
    call: 'musahibeler',
    az: 'Müsahibə tapılmadı',
    en: 'Interview not found',
  },
  {
    list: 'meqaleler',
    item: 'meqale',
    call: 'meqaleler',
    az: 'Məqalə tapılmadı',
    en: 'Article not found',
  },
  {
    list: 'elanlar',
    item: 'elan',
    call: 'elanlar',
    az: 'Elan tapılmadı',
    en: 'Announcement not found',
  },
  {
    list: 'jurnallar',
    item: 'jurnal',
    call: 'jurnallar',
    az: 'Jurnal tapılmadı',
    en: 'Journal not found',
  },
  {
    list: 'layiheler',
    item: 'layihe',
    call: 'layiheler',
    az: 'Layihə tapılmadı',
    en: 'Project not found',
  },
] as const;

const LOAD_MORE = { az: 'Daha çox göstər', en: 'Show more' };
const prefix = (locale: string) => (locale === 'en' ? '/en' : '');

type Item = { id: number; title: string; photo: string | null };

async function allItems(page: Page, call: string, locale: string, extra = {}) {
  const res = await callApi(page.request, E2E.local, call as never, {
    language: locale,
    limit: 100,
    ...extra,
  });
  return ((await res.json()) as Record<string, Item[]>)[call]!;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

for (const locale of ['az', 'en'] as const) {
  for (const kind of KINDS.filter((k) => k.list !== 'layiheler')) {
    test(`${locale}: ${kind.list} shows 12, Load more appends 12 at a time and disappears at the end`, async ({
      page,
    }) => {
      const total = (await allItems(page, kind.call, locale)).length;
      await page.goto(`${prefix(locale)}/${kind.list}`);
      await expect(cards(page)).toHaveCount(Math.min(12, total));
      const more = page.getByRole('link', { name: LOAD_MORE[locale] });
      let shown = Math.min(12, total);
      while (shown < total) {
        await more.click();
        shown = Math.min(shown + 12, total);
        await expect(cards(page)).toHaveCount(shown);
        await expect(page).toHaveURL(new RegExp(`count=${shown}`));
      }
      // A last load that returns fewer than 12 (or none) removes the button.
      if (total % 12 === 0) await more.click();
      await expect(more).toHaveCount(0);
      await expect(cards(page)).toHaveCount(total);
    });
  }

  test(`${locale}: reloading after Load more shows the same items`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/xeberler`);
    await page.getByRole('link', { name: LOAD_MORE[locale] }).click();
    await expect(cards(page)).toHaveCount(24);
    const titles = await cards(page).getByRole('heading').allTextContents();
    await page.reload();
    await expect(cards(page)).toHaveCount(24);
    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(titles);
  });

  test(`${locale}: a card has photo, title, a 25-word excerpt, DD-MM-YYYY date and a more link`, async ({
    page,
  }) => {
    const [first] = await allItems(page, 'xeberler', locale);
    await page.goto(`${prefix(locale)}/xeberler`);
    const card = cards(page).first();
    await expect(card.getByRole('link', { name: first!.title })).toHaveAttribute(
      'href',
      `${prefix(locale)}/xeber/${first!.id}`,
    );
    await expect(card.locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    const excerpt = (await card.locator('p').last().textContent()) ?? '';
    expect(excerpt.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(25);
    // Through the image optimizer (components/media/Photo.tsx).
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      /^\/_next\/image\?url=%2Fimg%2Fxeberler%2F/,
    );
  });

  test(`${locale}: elanlar filters by section and subsection, and choosing again clears`, async ({
    page,
  }) => {
    const tender = await allItems(page, 'elanlar', locale, {
      section: 'satinalma',
      subsection: 'tender',
    });
    await page.goto(`${prefix(locale)}/elanlar`);
    const sections = page.getByRole('navigation', {
      name: locale === 'az' ? 'Elan bölmələri' : 'Announcement sections',
    });
    await sections
      .getByRole('link', { name: locale === 'az' ? 'Satınalma' : 'Procurement' })
      .click();
    await expect(page).toHaveURL(/section=satinalma/);
    const subs = page.getByRole('navigation', {
      name: locale === 'az' ? 'Satınalma bölmələri' : 'Procurement sections',
    });
    await subs.getByRole('link', { name: locale === 'az' ? 'Tender' : 'Tenders' }).click();
    await expect(page).toHaveURL(/subsection=tender/);
    await expect(cards(page)).toHaveCount(tender.length);
    await sections
      .getByRole('link', { name: locale === 'az' ? 'Satınalma' : 'Procurement' })
      .click();
    await expect(page).not.toHaveURL(/section=/);
    await expect(subs).toHaveCount(0);
  });

  test(`${locale}: layiheler shows the category chooser, then the climate category`, async ({
    page,
  }) => {
    const climate = await allItems(page, 'layiheler', locale, { category: 11 });
    await page.goto(`${prefix(locale)}/layiheler`);
    await expect(cards(page)).toHaveCount(0);
    const chooser = page.getByRole('list', {
      name: locale === 'az' ? 'Layihə kateqoriyaları' : 'Project categories',
    });
    await chooser
      .getByRole('link', { name: locale === 'az' ? 'İqlim dəyişmələri' : 'Climate change' })
      .click();
    await expect(page).toHaveURL(/cat=11/);
    await expect(cards(page)).toHaveCount(climate.length);
    expect(climate.length).toBeGreaterThan(0);
  });

  test(`${locale}: an empty first page shows the no-data text`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/layiheler?cat=999`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      locale === 'az' ? 'Göstəriləcək məlumat tapılmadı' : 'No data found to show',
    );
  });

  for (const kind of KINDS) {
    test(`${locale}: an unknown ${kind.item} id and a non-numeric one give 404 with the kind's message`, async ({
      page,
    }) => {
      for (const id of ['999999', 'abc']) {
        const res = await page.goto(`${prefix(locale)}/${kind.item}/${id}`);
        expect(res?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(kind[locale]);
      }
    });

    test(`${locale}: a ${kind.item} page has its date, share widget, body and a complete head`, async ({
      page,
    }) => {
      const [item] = await allItems(page, kind.call, locale);
      const path = `${prefix(locale)}/${kind.item}/${item!.id}`;
      await page.goto(path);
      const canonical = `${E2E.local}${path}`;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title);
      // The h1 in the reading column: no wider than the body (48rem), not the page's 1,152 px.
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(h1!.width).toBeLessThanOrEqual(48 * 16);
      await expect(page.locator('main time').first()).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
      const share = page.getByRole('group', { name: locale === 'az' ? 'Paylaş' : 'Share' });
      await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(canonical)),
      );
      await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(canonical)),
      );
      const head = (sel: string) => page.locator(`head ${sel}`).first();
      await expect(head('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(head('link[hreflang="az"]')).toHaveAttribute(
        'href',
        `${E2E.local}/${kind.item}/${item!.id}`,
      );
      await expect(head('link[hreflang="en"]')).toHaveAttribute(
        'href',
        `${E2E.local}/en/${kind.item}/${item!.id}`,
      );
      await expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(head('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      await expect(head('meta[property="article:published_time"]')).toHaveAttribute(
        'content',
        /^\d{4}-\d{2}-\d{2}/,
      );
      await expect(head('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`^${E2E.local.replaceAll('.', '\\.')}/`),
      );
      await expect(head('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      const description = (await head('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
      );
      expect(jsonLd[0]['@type']).toBe(kind.item === 'xeber' ? 'NewsArticle' : 'Article');
      expect(jsonLd[1]['@type']).toBe('BreadcrumbList');
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const kind of KINDS.filter((k) => k.list !== 'layiheler')) {
    test(`az: the ${kind.list} Load more link renders the longer list on the server`, async ({
      page,
    }) => {
      const total = (await allItems(page, kind.call, 'az')).length;
      test.skip(total <= 12, 'the list fits one page');
      await page.goto(`/${kind.list}`);
      await page.getByRole('link', { name: LOAD_MORE.az }).click();
      await expect(page).toHaveURL(/count=24/);
      await expect(cards(page)).toHaveCount(Math.min(24, total));
    });
  }

  test('en: the news Load more link continues to the end', async ({ page }) => {
    const total = (await allItems(page, 'xeberler', 'en')).length;
    await page.goto('/en/xeberler');
    for (let shown = 12; shown < total; shown += 12) {
      await page.getByRole('link', { name: LOAD_MORE.en }).click();
      await expect(cards(page)).toHaveCount(Math.min(shown + 12, total));
    }
  });
});

test('a body with two images shows them as a carousel with a pause control', async ({ page }) => {
  const res = await callApi(page.request, E2E.local, 'xeberler', { language: 'az', limit: 20 });
  const { xeberler } = (await res.json()) as { xeberler: Array<{ id: number; text: string }> };
  const item = xeberler.find((x) => (x.text.match(/<img/g) ?? []).length >= 2);
  expect(item).toBeDefined();
  await page.goto(`/xeber/${item!.id}`);
  const gallery = page.getByRole('region', { name: 'Şəkillər' });
  // It starts once a reader gets to it (components/slider/when-near.ts).
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery).toHaveAttribute('data-js', '');
  await expect(gallery.getByRole('group')).toHaveCount(2);
  await expect(gallery.getByRole('button', { name: 'Dayandır' })).toBeVisible();
  // The images left the text.
  await expect(page.locator('main article [data-content-body] img')).toHaveCount(0);
});

test('an item without a photo gets a generated 1200×630 preview image', async ({
  page,
  request,
}) => {
  const res = await request.get('/og/az/xeber/5.png');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const png = await res.body();
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
  expect((await request.get('/og/az/xeber/999999.png')).status()).toBe(404);
  await page.goto('/');
});
