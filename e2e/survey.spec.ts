import { expect, test } from '@playwright/test';
import { blockCaptcha, expectNoAxeViolations, solveCaptcha } from './forms-helpers';

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

  test('az: answers are sent; a text-type variant focuses its input; answers and captcha reset', async ({
    page,
  }) => {
    await page.goto('/sorgu');
    const first = page.getByRole('group', { name: /^1\. Saytımıza hansı məqsədlə/ });
    await first.getByLabel('Digər (qeyd edin)', { exact: true }).check();
    const other = first.getByRole('textbox');
    await expect(other).toBeFocused();
    await other.fill('Tədqiqat üçün');
    await page.getByRole('group', { name: /^2\./ }).getByLabel('Bəli, asanlıqla').check();
    await page.getByLabel(/^5\. Saytın təkmilləşdirilməsi/).fill('Daha çox açıq məlumat');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Göndər' }).click();
    await expect(page.getByRole('status')).toHaveText('Cavabınız üçün təşəkkür edirik');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByLabel(/^5\./)).toHaveValue('');
    await expect(page.locator('altcha-widget input[type="checkbox"]')).not.toBeChecked();
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
