import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config';
import {
  EXE,
  LOCAL_UPLOADS,
  VALID,
  apiToken,
  expectNoAxeViolations,
  fillRequest,
  solveCaptcha,
  blockCaptcha,
  documentTop,
  expectSentInView,
  storedCopies,
  uniquePng,
} from './forms-helpers';

const PATH = '/sorgu-ve-muracietler';

async function chooseType(page: Page, label: string) {
  await page.locator('#f-muraciet_novu').selectOption({ label });
}

test.describe('the request form', () => {
  test('375 px, az: a full request is stored; its confirmation with the reference replaces the form, in view and focused', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(PATH);
    await expect(
      page.getByText('* ilə qeyd olunmuş xanaların doldurulması mütləqdir.'),
    ).toBeVisible();
    await fillRequest(page);
    await page.locator('#f-sosial_durum').selectOption({ label: 'Tələbə' });
    await chooseType(page, 'Şikayət');
    await expect(page.locator('#f-file')).toHaveCount(0);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Göndər' }).click();
    const sent = await expectSentInView(page, 'Müraciətiniz qeydə alındı');
    await expect(sent).toContainText(/Qeydiyyat nömrəniz: M-\d{8}-[A-Z0-9]{6}\./);
    // Another request starts from an empty form.
    await sent.getByRole('button', { name: 'Başqa müraciət göndər' }).click();
    await expect(page.locator('#f-ad')).toHaveValue('');
    await expect(page.locator('#f-muraciet_metni')).toHaveValue('');
  });

  for (const [name, base] of [['the local source', E2E.local]] as const) {
    test(`en: an audit proposal with a picture through ${name} is stored with its file`, async ({
      page,
    }) => {
      const png = uniquePng();
      await page.setViewportSize({ width: 375, height: 700 });
      await page.goto(`${base}/en${PATH}?nov=5`);
      await expect(page.locator('#f-muraciet_novu')).toHaveCount(0);
      await expect(
        page.getByRole('main').getByText('Audit proposal', { exact: true }),
      ).toBeVisible();
      await fillRequest(page, { ...VALID, olke: 'Azerbaijan' });
      await page.locator('#f-qurum').selectOption({ label: 'Ministry of Health' });
      await page
        .locator('#f-file')
        .setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByText('Chosen file: site.png')).toBeVisible();
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Send' }).click();
      const sent = await expectSentInView(page, 'Your request has been registered');
      await expect(sent).toContainText(/Your reference number: M-\d{8}-/);
      // The file reached the database-backed site (directly, or forwarded by the remote one).
      expect(storedCopies(LOCAL_UPLOADS, png)).toHaveLength(1);
      await sent.getByRole('button', { name: 'Send another request' }).click();
      await expect(page.locator('#f-qurum')).toHaveValue('');
      await expect(page.getByText('Chosen file: site.png')).toHaveCount(0);
    });
  }

  test('?nov=5 switches to the audit proposal; leaving it clears the institution', async ({
    page,
  }) => {
    await page.goto(`${PATH}?nov=5`);
    await page.locator('#f-qurum').selectOption({ index: 2 });
    await page.locator('#f-qurum_text').fill('Başqa qurum');
    await page.getByRole('button', { name: 'Başqa müraciət növü seçin' }).click();
    await expect(page.locator('#f-qurum')).toHaveCount(0);
    await expect(page.locator('#f-muraciet_novu')).toHaveValue('');
    expect(new URL(page.url()).searchParams.get('nov')).toBeNull();
    await chooseType(page, 'Audit təklifi');
    await expect(page.locator('#f-muraciet_novu')).toHaveCount(0);
    await expect(page.locator('#f-qurum')).toHaveValue('');
    await expect(page.locator('#f-qurum_text')).toHaveValue('');
    expect(new URL(page.url()).searchParams.get('nov')).toBe('5');
  });

  test('ticking Azerbaijan fills and locks the country; unticking clears it', async ({ page }) => {
    await page.goto(PATH);
    await page.locator('#f-olke').fill('Gürcüstan');
    await page.getByLabel('Azərbaycan', { exact: true }).check();
    await expect(page.locator('#f-olke')).toHaveValue('Azərbaycan');
    await expect(page.locator('#f-olke')).toBeDisabled();
    await page.getByLabel('Azərbaycan', { exact: true }).uncheck();
    await expect(page.locator('#f-olke')).toHaveValue('');
    await expect(page.locator('#f-olke')).toBeEnabled();
  });

  test('the text counter follows the text and is told politely to screen readers', async ({
    page,
  }) => {
    await page.goto(`/en${PATH}`);
    await expect(page.getByTestId('text-counter')).toHaveText('0 / 2000 characters');
    await page.locator('#f-muraciet_metni').fill('a'.repeat(123));
    await expect(page.getByTestId('text-counter')).toHaveText('123 / 2000 characters');
    await expect(
      page.locator('[aria-live="polite"]', { hasText: '123 characters written' }),
    ).toHaveCount(1);
  });

  test('problems are listed in a summary that links to each field; nothing typed is lost', async ({
    page,
  }) => {
    await page.goto(PATH);
    await page.locator('#f-ad').fill('  Aysel  ');
    await page.locator('#f-e_poct').fill('aysel@');
    await page.locator('#f-muraciet_metni').fill('Qısa mətn');
    await page.getByRole('button', { name: 'Göndər' }).click();
    const summary = page.getByRole('group', { name: /Formada düzəldilməli \d+ xana var/ });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('E-poçt: E-poçt ünvanı düzgün deyil');
    await expect(summary).toContainText('Müraciətin mətni: Mətn ən azı 100 simvol olmalıdır');
    await summary.getByRole('link', { name: /^E-poçt:/ }).click();
    await expect(page.locator('#f-e_poct')).toBeFocused();
    await expect(page.locator('#f-e_poct')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#f-e_poct-error')).toHaveText(/düzgün deyil/);
    // A missing field says what to do, between its label and its input (read before the field).
    await expect(page.locator('#f-soyad-error')).toHaveText('Soyadınızı yazın');
    expect(
      await page
        .locator('#f-soyad-error')
        .evaluate((error) =>
          Boolean(
            error.compareDocumentPosition(document.getElementById('f-soyad')!) &
            Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        ),
    ).toBe(true);
    // Inputs as wide as what they hold: a phone number is not the form's whole width.
    const phone = (await page.locator('#f-nomre').boundingBox())!.width;
    const address = (await page.locator('#f-unvan').boundingBox())!.width;
    expect(phone).toBeLessThan(address / 2);
    await expect(page.locator('#f-ad')).toHaveValue('Aysel');
    await expect(page.locator('#f-muraciet_metni')).toHaveValue('Qısa mətn');
    await expectNoAxeViolations(page);
  });

  const DATE = {
    az: {
      prefix: '',
      send: 'Göndər',
      legend: 'Təvəllüd',
      parts: ['Gün', 'Ay', 'İl'],
      hint: 'Məsələn, 27 3 1985',
      month: 'Təvəllüd: Doğum tarixində ay göstərilməlidir',
      real: 'Təvəllüd: Tarix real olmalıdır',
      future: 'Keçmişdə olan doğum tarixi yazın',
    },
    en: {
      prefix: '/en',
      send: 'Send',
      legend: 'Date of birth',
      parts: ['Day', 'Month', 'Year'],
      hint: 'For example, 27 3 1985',
      month: 'Date of birth: The date of birth must include a month',
      real: 'Date of birth: The date of birth must be a real date',
      future: 'Enter a date of birth in the past',
    },
  } as const;
  for (const [locale, d] of Object.entries(DATE)) {
    test(`${locale}: the date of birth is three numeric fields; the summary leads to the wrong one`, async ({
      page,
    }) => {
      await page.goto(`${d.prefix}${PATH}`);
      const group = page.getByRole('group', { name: d.legend });
      await expect(group).toHaveAccessibleDescription(new RegExp(d.hint));
      for (const [i, part] of (['day', 'month', 'year'] as const).entries()) {
        const input = group.getByLabel(d.parts[i]!, { exact: true });
        await expect(input).toHaveAttribute('id', `f-tevellud-${part}`);
        await expect(input).toHaveAttribute('inputmode', 'numeric');
        await expect(input).toHaveAttribute('autocomplete', `bday-${part}`);
      }
      await page.locator('#f-tevellud-day').fill('7');
      await page.locator('#f-tevellud-year').fill('1985');
      await page.getByRole('button', { name: d.send }).click();
      const summary = page.locator('[aria-labelledby="error-summary-title"]');
      const month = summary.getByRole('link', { name: d.month });
      await expect(month).toHaveAttribute('href', '#f-tevellud-month');
      await month.click();
      await expect(page.locator('#f-tevellud-month')).toBeFocused();
      await expect(page.locator('#f-tevellud-month')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#f-tevellud-day')).not.toHaveAttribute('aria-invalid', 'true');

      await page.locator('#f-tevellud-month').fill('2');
      await page.locator('#f-tevellud-day').fill('30');
      await page.getByRole('button', { name: d.send }).click();
      await expect(summary.getByRole('link', { name: d.real })).toHaveAttribute(
        'href',
        '#f-tevellud-day',
      );
      await page.locator('#f-tevellud-day').fill('1');
      await page.locator('#f-tevellud-year').fill(String(new Date().getFullYear() + 1));
      await page.getByRole('button', { name: d.send }).click();
      await expect(page.locator('#f-tevellud-error')).toHaveText(d.future);
      await expectNoAxeViolations(page);
    });
  }

  test("the three date fields are sent as today's single value, YYYY-MM-DD", async ({ page }) => {
    await page.goto(PATH);
    await fillRequest(page, { ...VALID, tevellud: '1985-03-07' });
    await chooseType(page, 'Ərizə');
    await solveCaptcha(page);
    const sent = page.waitForRequest((r) => r.url().includes('/add') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Göndər' }).click();
    const body = (await sent).postDataBuffer()!.toString('utf8');
    expect(body).toMatch(/name="tevellud"\r\n\r\n1985-03-07\r\n/);
    expect(body).not.toContain('tevellud_day');
    await expect(page.getByTestId('form-sent')).toContainText('Müraciətiniz qeydə alındı');
  });

  test("the captcha's code comes with the first focus and solves at once; nothing under it moves when it appears", async ({
    page,
  }) => {
    // ALTCHA's module defines its widget only when the test lets it: the page as it is before
    // the module arrives (a slow connection), then after.
    await page.addInitScript(() => {
      const define = customElements.define.bind(customElements);
      const held: Array<() => void> = [];
      customElements.define = (name, constructor, options) => {
        if (name === 'altcha-widget') held.push(() => define(name, constructor, options));
        else define(name, constructor, options);
      };
      Object.assign(window, {
        altchaHeld: () => held.length,
        defineAltcha: () => held.splice(0).forEach((run) => run()),
      });
    });
    const heldDefinitions = () =>
      page.evaluate(() => (window as unknown as { altchaHeld(): number }).altchaHeld());
    await page.goto(PATH);
    await page.waitForLoadState('networkidle');
    // Not with the page (a 112 KB module, a long task on a phone): no visitor has turned to it.
    expect(await heldDefinitions()).toBe(0);
    const send = page.getByRole('button', { name: 'Göndər' });
    const before = await documentTop(send);
    await page.locator('#f-ad').fill('Aysel');
    await expect.poll(heldDefinitions).toBe(1);
    await page.evaluate(() => (window as unknown as { defineAltcha(): void }).defineAltcha());
    const box = page.locator('altcha-widget input[type="checkbox"]');
    await expect(box).toBeVisible();
    expect(await documentTop(send)).toBe(before);
    await expect(box).toBeChecked({ timeout: 20_000 });
  });

  test('a submission made while the captcha is still solving waits for it', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The challenge answers only once the form has been submitted.
    await page.route('**/api/captcha/challenge*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PATH);
    await fillRequest(page);
    await chooseType(page, 'Ərizə');
    await page.getByRole('button', { name: 'Göndər' }).click();
    release();
    await expect(page.getByTestId('form-sent')).toContainText('Müraciətiniz qeydə alındı', {
      timeout: 20_000,
    });
    await expect(page.locator('#f-captcha-error')).toHaveCount(0);
  });

  test('a missing captcha gives "Captcha yanlışdır" and keeps the form', async ({ page }) => {
    await blockCaptcha(page);
    await page.goto(PATH);
    await fillRequest(page);
    await chooseType(page, 'Ərizə');
    await page.getByRole('button', { name: 'Göndər' }).click();
    await expect(page.locator('#f-captcha-error')).toHaveText('Captcha yanlışdır');
    await expect(page.locator('#f-ad')).toHaveValue('Aysel');
  });

  test('an executable renamed .jpg is refused by the server; everything else stays', async ({
    page,
  }) => {
    await page.goto(`${PATH}?nov=5`);
    await fillRequest(page);
    await page
      .locator('#f-file')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: EXE });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Göndər' }).click();
    await expect(page.locator('#f-file-error')).toHaveText(
      'Yalnız şəkil və ya video faylı əlavə etmək olar',
    );
    await expect(page.getByRole('group', { name: /Formada/ })).toContainText(
      'Fayl (şəkil və ya video)',
    );
    for (const [name, value] of Object.entries(VALID))
      if (name !== 'tevellud') await expect(page.locator(`#f-${name}`)).toHaveValue(value.trim());
    await expect(page.locator('#f-tevellud-day')).toHaveValue('31');
    await expect(page.locator('#f-tevellud-year')).toHaveValue('1990');
  });

  test('a file over the cap is refused before sending, with the cap in the message', async ({
    page,
  }) => {
    await page.goto(`/en${PATH}?nov=5`);
    await expect(page.getByText('at most 10 MB')).toBeVisible();
    const big = Buffer.concat([uniquePng(), Buffer.alloc(10 * 1024 * 1024)]);
    await page
      .locator('#f-file')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.locator('#f-file-error')).toHaveText('The file is too large: at most 10 MB');
  });

  test('axe finds no violations with the audit-proposal fields and the error summary, 375 and 1280 px; the summary is one line an entry on a phone', async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/en${PATH}?nov=5`);
      await page.getByRole('button', { name: 'Send' }).click();
      const summary = page.getByRole('group', { name: /need correcting/ });
      await expect(summary).toBeVisible();
      await expectNoAxeViolations(page);
      if (width !== 375) continue;
      // Issue 37: short on a phone: each entry is its field's message alone, on one line.
      // Issue 51: in the order of the fields on the page (the date of birth is the fourth).
      await expect(summary.getByRole('link')).toHaveText([
        'Enter your first name',
        'Enter your surname',
        "Enter your father's name",
        'Enter your date of birth',
        'Enter your country',
        'Enter your city or district',
        'Enter your address',
        'Enter your phone number',
        'Enter your e-mail address',
        'Write the text of your request',
      ]);
      const lines = await summary
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => `${a.getClientRects().length} ${a.textContent}`));
      expect(lines.filter((line) => !line.startsWith('1 '))).toEqual([]);
    }
  });
});

test.describe('the request API (server checks)', () => {
  const form = (
    fields: Record<string, string>,
    file?: { name: string; mimeType: string; buffer: Buffer },
  ) => ({
    multipart: { ...fields, ...(file ? { file } : {}) },
    headers: { accept: 'application/json' },
  });
  const base = { ...VALID, muraciet_novu: '1', language: 'en' };

  const BAD: Array<[string, string, string]> = [
    ['ad', '', 'Enter your first name'],
    ['soyad', '   ', 'Enter your surname'],
    ['ata_ad', '', "Enter your father's name"],
    ['olke', '', 'Enter your country'],
    ['seher', '', 'Enter your city or district'],
    ['unvan', '', 'Enter your address'],
    ['tevellud', '1990-02-31', 'The date of birth must be a real date'],
    ['tevellud', '31-01-1990', 'The date of birth must be a real date'],
    ['tevellud', '2999-01-01', 'Enter a date of birth in the past'],
    ['tevellud', '1850-01-01', 'The date of birth must be within the last 120 years'],
    ['nomre', '12', 'The phone number is not valid'],
    ['e_poct', 'aysel.example.az', 'The e-mail address is not valid'],
    ['muraciet_novu', '', 'Choose the type of request'],
    ['muraciet_metni', 'short', 'The text must be at least 100 characters'],
    ['muraciet_metni', 'a'.repeat(2001), 'The text can be at most 2000 characters'],
    ['sosial_durum', '999', 'The choice for «Social status» does not exist'],
  ];
  for (const [field, value, message] of BAD) {
    test(`refuses ${field} = ${JSON.stringify(value.slice(0, 20))} with a clear message`, async ({
      request,
    }) => {
      const response = await request.post(
        `/api${PATH}/add`,
        form({ ...base, [field]: value, verified_token: 'x' }),
      );
      expect(response.status()).toBe(400);
      const body = await response.json();
      expect(body.status).toBe(false);
      expect(body.errors[field]).toContain(message);
    });
  }

  test('refuses a wrong and a replayed captcha with "Captcha yanlışdır"', async ({ request }) => {
    const az = { ...base, language: 'az' };
    const wrong = await request.post(`/api${PATH}/add`, form({ ...az, verified_token: 'forged' }));
    expect(await wrong.json()).toEqual({ status: false, message: 'Captcha yanlışdır' });
    const token = await apiToken(request, E2E.local);
    const first = await request.post(`/api${PATH}/add`, form({ ...az, verified_token: token }));
    expect((await first.json()).message).toBe('Müraciətiniz qeydə alındı');
    const replay = await request.post(`/api${PATH}/add`, form({ ...az, verified_token: token }));
    expect(replay.status()).toBe(400);
    expect((await replay.json()).message).toBe('Captcha yanlışdır');
  });

  test('refuses a file over the cap while it streams, and stores nothing', async ({ request }) => {
    const big = Buffer.concat([uniquePng(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await request.post(
      `/api${PATH}/add`,
      form(
        { ...base, muraciet_novu: '5', verified_token: await apiToken(request, E2E.local) },
        {
          name: 'big.png',
          mimeType: 'image/png',
          buffer: big,
        },
      ),
    );
    expect(response.status()).toBe(400);
    expect((await response.json()).errors.file).toBe('The file is too large: at most 10 MB');
    expect(storedCopies(LOCAL_UPLOADS, big)).toEqual([]);
  });

  test('without JavaScript, a post keeps every word typed, lists its problems in page order and gives the ways to send it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${E2E.local}/en${PATH}?nov=5`);
    await page.locator('#f-ad').fill('Aysel');
    await page.locator('#f-tevellud-day').fill('31');
    await page.locator('#f-tevellud-month').fill('13');
    await page.locator('#f-tevellud-year').fill('1990');
    await page.locator('#f-unvan').fill('Nizami küç. 1');
    await page.locator('#f-azerbaijan').check();
    await page.locator('#f-qurum').selectOption({ label: 'Ministry of Health' });
    await page.locator('#f-muraciet_metni').fill('Məktəbin təmiri yoxlanılsın.');
    await page.locator('#f-submit').click();
    const notice = page.getByRole('alert').filter({ hasText: 'has not been sent yet' });
    await expect(notice).toContainText('A file you chose is not kept');
    // Every word is back in its field; the tick filled the country as the script does.
    await expect(page.locator('#f-ad')).toHaveValue('Aysel');
    await expect(page.locator('#f-tevellud-month')).toHaveValue('13');
    await expect(page.locator('#f-unvan')).toHaveValue('Nizami küç. 1');
    await expect(page.locator('#f-olke')).toHaveValue('Azerbaijan');
    await expect(page.locator('#f-qurum')).toHaveValue(/^\d+$/);
    await expect(page.locator('#f-muraciet_metni')).toHaveValue('Məktəbin təmiri yoxlanılsın.');
    // The form's own check, in the order of the page, from the server.
    const summary = page.getByRole('group', { name: /need correcting/ });
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your surname',
      "Enter your father's name",
      /^Date of birth: /,
      'Enter your city or district',
      'Enter your phone number',
      'Enter your e-mail address',
      /^Text of the request: /,
    ]);
    await expect(page.locator('#f-tevellud-month')).toHaveAttribute('aria-invalid', 'true');
    // An e-mail already written, with the institution's name and the text.
    const mail = decodeURIComponent(
      (await notice.getByRole('link', { name: 'info@example.az' }).getAttribute('href')) ?? '',
    );
    expect(mail).toContain('First name: Aysel');
    expect(mail).toContain('Institution: Ministry of Health');
    expect(mail).toContain('Məktəbin təmiri yoxlanılsın.');
    await expect(page.getByText('has been registered')).toHaveCount(0);
    await context.close();
  });
});
