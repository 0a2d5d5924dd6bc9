import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import {
  blockCaptcha,
  expectNoAxeViolations,
  expectSentInView,
  solveCaptcha,
} from './forms-helpers';

test.describe('the survey', () => {
  test('375 px: every radio beside its label, each a 44 px target; every legend inside its box', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/en/sorgu');
    const radios = await page.locator('main fieldset input[type="radio"]').evaluateAll((inputs) =>
      inputs.map((input) => {
        const radio = input.getBoundingClientRect();
        const label = document.querySelector(`label[for="${input.id}"]`)!.getBoundingClientRect();
        return {
          id: input.id,
          beside: label.left >= radio.right && label.top < radio.bottom,
          target: label.height >= 44,
        };
      }),
    );
    expect(radios.length).toBeGreaterThan(5);
    expect(radios.filter((r) => !r.beside || !r.target)).toEqual([]);
    const legends = await page
      .locator('main fieldset:has(> legend)')
      .evaluateAll((sets) =>
        sets.map(
          (set) =>
            set.querySelector('legend')!.getBoundingClientRect().top -
            set.getBoundingClientRect().top,
        ),
      );
    expect(legends.filter((gap) => gap <= 0)).toEqual([]);
  });

  for (const [locale, t] of [
    [
      'az',
      {
        other: 'Digər (qeyd edin)',
        yes: 'Bəli, asanlıqla',
        send: 'Göndər',
        thanks: 'Cavabınız üçün təşəkkür edirik',
        again: 'Sorğunu yenidən cavablandır',
      },
    ],
    [
      'en',
      {
        other: 'Other (please specify)',
        yes: 'Yes, easily',
        send: 'Send',
        thanks: 'Thank you for your answer',
        again: 'Answer the survey again',
      },
    ],
  ] as const) {
    test(`375 px, ${locale}: answers are sent; a text-type variant focuses its input; the thanks replace the form, in view and focused`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await page.goto(locale === 'az' ? '/sorgu' : '/en/sorgu');
      const first = page.getByRole('group', { name: /^1\. / });
      await first.getByLabel(t.other, { exact: true }).check();
      const other = first.getByRole('textbox');
      await expect(other).toBeFocused();
      await other.fill('Tədqiqat üçün');
      await page.getByRole('group', { name: /^2\./ }).getByLabel(t.yes).check();
      await page.getByLabel(/^5\. /).fill('Daha çox açıq məlumat');
      await solveCaptcha(page);
      await page.getByRole('button', { name: t.send }).click();
      const sent = await expectSentInView(page, t.thanks);
      await sent.getByRole('button', { name: t.again }).click();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(page.getByLabel(/^5\./)).toHaveValue('');
      await expect(page.locator('altcha-widget input[type="checkbox"]')).not.toBeChecked();
    });
  }

  test('without JavaScript, the answers come back in place with a word on why nothing was sent', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${E2E.local}/sorgu`);
    const first = page.getByRole('group', { name: /^1\. / });
    // Written in without choosing its variant first: the writing chooses it.
    await first.getByRole('textbox').fill('Tədqiqat üçün');
    await page.getByRole('group', { name: /^2\./ }).getByLabel('Bəli, asanlıqla').check();
    await page.getByLabel(/^5\. /).fill('Daha çox açıq məlumat');
    await page.locator('#f-submit').click();
    await expect(page.getByRole('alert')).toContainText('Cavablarınız hələ göndərilməyib');
    await expect(first.getByLabel('Digər (qeyd edin)', { exact: true })).toBeChecked();
    await expect(first.getByRole('textbox')).toHaveValue('Tədqiqat üçün');
    await expect(
      page.getByRole('group', { name: /^2\./ }).getByLabel('Bəli, asanlıqla'),
    ).toBeChecked();
    await expect(page.getByLabel(/^5\./)).toHaveValue('Daha çox açıq məlumat');
    await context.close();
  });

  test('en: nothing answered, or no captcha, is explained and keeps the answers', async ({
    page,
  }) => {
    await blockCaptcha(page);
    await page.goto('/en/sorgu');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('group', { name: 'The survey was not sent' })).toContainText(
      'Please answer at least one question',
    );
    await page.getByLabel('Yes, easily').check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('#f-captcha-error')).toHaveText('The captcha is wrong');
    await expect(page.getByLabel('Yes, easily')).toBeChecked();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  test('the API refuses unknown questions with a clear message', async ({ request }) => {
    const response = await request.post('/api/sorgu', {
      data: { language: 'en', answers: [{ question_id: 4242, text: 'x' }], verified_token: 'x' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      status: false,
      message: 'The survey has no such question (no. 4242)',
    });
  });
});
