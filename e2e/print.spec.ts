import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';

/** Text without spaces or line breaks, normalised: a PDF breaks lines where the screen did not. */
const squash = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/** The text of each page of the PDF Chromium prints of the page as it is (app/print.css). */
async function printedPages(page: Page, format: 'A4' | 'A5' = 'A4'): Promise<string[]> {
  const pdf = await page.pdf({ format });
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return pages;
}

/** Texts of the site's frame, sharing, forms and controls: none may reach the paper. */
const SCREEN_ONLY = [
  'Əsas məzmuna keç', // skip link
  'Ana səhifə', // breadcrumb
  'Xəritəni burada göstər', // footer map
  'Hesablama Palatasının yeri xəritədə',
  '© 2013 - 2021', // footer copyright
  'Paylaş',
  'Linki kopyala',
  'Çap et',
  'Yenilikləri e-poçtla alın', // subscribe form
  'Filtrləri sıfırla', // the tracker's filter form
  'Açıq məlumat',
  'Növbəti səhifə',
];

async function expectCleanPrint(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const title = await page.locator('h1').innerText();
  const date = await page.locator('main time').first().innerText();
  const body = await page.locator('[data-content-body]').innerText();
  expect(squash(body).length, 'the item has a body to print').toBeGreaterThan(100);
  const pages = await printedPages(page);
  expect(squash(pages[0]!), "the institution's name heads the first page").toMatch(
    new RegExp(
      `^(${squash('Azərbaycan Respublikasının Hesablama Palatası')}|${squash('Chamber of Accounts of the Republic of Azerbaijan')})`,
    ),
  );
  const printed = squash(pages.join(''));
  expect(printed).toContain(squash(title));
  expect(printed).toContain(squash(date));
  expect(printed, 'the whole body is printed').toContain(squash(body));
  for (const text of SCREEN_ONLY)
    expect(printed, `"${text}" stays on screen`).not.toContain(squash(text));
  expect(printed, 'the page address at the foot').toContain(
    squash(`Səhifənin ünvanı: ${E2E.local}${path}`),
  );
  expect(printed).toContain(squash('Çap tarixi'));
  return printed;
}

test('az: a news item prints as a clean document: title, date and the full body, no frame', async ({
  page,
}) => {
  await expectCleanPrint(page, '/xeber/64');
});

test('az: a record prints its facts and full body, without the frame', async ({ page }) => {
  await page.goto('/audit/53');
  const facts = await page.getByRole('main').locator('dl').innerText();
  expect(facts).toContain('Auditin növü');
  const printed = await expectCleanPrint(page, '/audit/53');
  expect(printed).toContain(squash(facts));
});

test('az: the tracker prints its table with the header row on every page it spans', async ({
  page,
}) => {
  await page.goto('/qerarlarin-izlenilmesi?il=all');
  await page.waitForLoadState('networkidle');
  const header = squash(await page.locator('#tracker-table thead').innerText());
  const firstCells = await page
    .locator('#tracker-table tbody tr td:nth-child(3)')
    .evaluateAll((tds) => tds.map((td) => td.textContent ?? ''));
  const pages = (await printedPages(page, 'A5')).map(squash);
  const withRows = pages.filter((p) => firstCells.some((cell) => p.includes(squash(cell))));
  expect(withRows.length, 'the table spans several printed pages').toBeGreaterThan(1);
  for (const p of withRows) expect(p, 'the header row repeats').toContain(header);
  const printed = pages.join('');
  for (const cell of firstCells) expect(printed).toContain(squash(cell));
  for (const text of SCREEN_ONLY)
    expect(printed, `"${text}" stays on screen`).not.toContain(squash(text));
});

test('en: a printed page writes the address of each external link after it', async ({ page }) => {
  await page.goto('/en/elcatanliq');
  const pages = await printedPages(page);
  expect(squash(pages[0]!), "the institution's name heads the first page").toMatch(
    new RegExp(
      `^(${squash('Azərbaycan Respublikasının Hesablama Palatası')}|${squash('Chamber of Accounts of the Republic of Azerbaijan')})`,
    ),
  );
  const printed = squash(pages.join(''));
  expect(printed).toContain(squash("The Ombudsman's website (https://ombudsman.az/)"));
  expect(printed).toContain(squash(`Page address: ${E2E.local}/en/elcatanliq`));
});

test('az: in print images fit the paper, the lead photo takes a third of a page at most, and the head, title and foot line up', async ({
  page,
}) => {
  await page.goto('/xeber/64');
  await page.emulateMedia({ media: 'print' });
  const overflow = await page.evaluate(
    () =>
      [...document.querySelectorAll('main img')].filter(
        (img) => img.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
      ).length,
  );
  expect(overflow).toBe(0);
  // Issue 37: the lead photo takes at most a third of an A4 page's printable height (267 mm,
  // 1 mm = 96 / 25.4 px), and the print head and foot line up with the title.
  const leadHeight = await page
    .locator('main article img')
    .first()
    .evaluate((img) => img.getBoundingClientRect().height);
  expect(leadHeight).toBeGreaterThan(100);
  expect(leadHeight).toBeLessThanOrEqual((267 / 3) * (96 / 25.4));
  const lefts = await page.evaluate(() =>
    ['.print-head', 'main h1', '.print-foot'].map((s) =>
      Math.round(document.querySelector(s)!.getBoundingClientRect().left),
    ),
  );
  expect(new Set(lefts).size, `left edges ${lefts.join(', ')}`).toBe(1);
});

test('az: the Print button opens the print dialog; it is not shown without JavaScript', async ({
  page,
  browser,
}) => {
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', '');
  });
  await page.goto('/xeber/64');
  await expect(page.locator('.print-foot')).toBeHidden();
  await page.getByRole('button', { name: 'Çap et' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', '');
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E.local });
  const plain = await noJs.newPage();
  await plain.goto('/xeber/64');
  await expect(plain.getByRole('button', { name: 'Çap et' })).toBeHidden();
  await noJs.close();
});

test('az: the home page prints readable: every slide its kind, title and date, no text over a photo, no blank slide', async ({
  page,
}) => {
  await page.goto('/');
  await page.emulateMedia({ media: 'print' });
  const paper = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const photos = [...main.querySelectorAll('img')].filter(shown).map((img) => ({
      box: img.getBoundingClientRect(),
      loaded: img.complete && img.naturalWidth > 0,
      slide: img.closest('[data-slide]'),
    }));
    // Every line of text on the paper that lies over a photo (issue 51: the slider's captions).
    const over: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width < 2 || line.height < 2) continue;
        const hit = photos.some(
          ({ box }) =>
            line.left < box.right - 1 &&
            line.right > box.left + 1 &&
            line.top < box.bottom - 1 &&
            line.bottom > box.top + 1,
        );
        if (hit) over.push(text.slice(0, 40));
      }
    }
    const slides = [...main.querySelectorAll('[aria-roledescription="carousel"] [data-slide]')];
    return {
      slides: slides.length,
      over: [...new Set(over)],
      // A slide with no text on the paper, or a photo that never loaded (lazy, out of view).
      blank: slides
        .filter(
          (s) =>
            !shown(s) ||
            [...s.querySelectorAll('time, a > span > span')].some((el) => !shown(el)) ||
            photos.some((p) => p.slide === s && !p.loaded),
        )
        .map((s) => s.getAttribute('aria-label')),
    };
  });
  expect(paper.slides).toBeGreaterThan(1);
  expect(paper.over, 'text printed over a photo').toEqual([]);
  expect(paper.blank, 'slides blank on paper').toEqual([]);
});
