import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { solveForTest } from '@/lib/core/forms/captcha/test-solve';
export { expectNoAxeViolations } from './axe';

/** The local e2e server's data directory (scripts/e2e-server.mjs), where uploads are stored. */
export const LOCAL_UPLOADS = path.resolve(
  `.test-data/e2e-${Number(process.env.E2E_PORT || 3100)}/uploads`,
);

/** A tiny valid PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
/** A Windows executable's first bytes. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

export const TEXT =
  'Rayon xəstəxanasının tikintisinə ayrılan vəsaitin xərclənməsini yoxlamağınızı xahiş edirəm. '.repeat(
    2,
  );

export const VALID = {
  ad: 'Aysel',
  soyad: 'Məmmədova',
  ata_ad: 'Rauf',
  olke: 'Türkiyə',
  seher: 'Bakı',
  unvan: 'Nizami küç. 1',
  tevellud: '1990-01-31',
  nomre: '+994 50 123 45 67',
  e_poct: 'aysel@example.az',
  muraciet_metni: TEXT,
};

/** Fills the request form's text fields; the date of birth (YYYY-MM-DD) goes into its day, month and year. */
export async function fillRequest(page: Page, values: Partial<typeof VALID> = VALID) {
  for (const [name, value] of Object.entries(values)) {
    if (name !== 'tevellud') {
      await page.locator(`#f-${name}`).fill(value);
      continue;
    }
    const [year, month, day] = value.split('-');
    await page.locator('#f-tevellud-day').fill(String(Number(day)));
    await page.locator('#f-tevellud-month').fill(String(Number(month)));
    await page.locator('#f-tevellud-year').fill(year ?? '');
  }
}

/**
 * Waits for the ALTCHA widget's solution. The first focus or touch in its form
 * fetches the widget, which then solves by itself (components/forms/Captcha.client.tsx):
 * call it once a field has been filled. (A click would untick a solution already found.)
 */
export async function solveCaptcha(page: Page) {
  const box = page.locator('altcha-widget input[type="checkbox"]');
  await box.focus();
  await expect(box).toBeChecked({ timeout: 20_000 });
}

/** Where an element's top is in the document (its place on the page, whatever the scroll). */
export function documentTop(element: Locator): Promise<number> {
  return element.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
}

/** Makes the captcha unsolvable on this page: its challenge cannot be fetched. */
export async function blockCaptcha(page: Page) {
  await page.route('**/api/captcha/challenge*', (route) => route.abort());
}

/** A real captcha token for API calls, solved from the server's own challenge. */
export async function apiToken(request: APIRequestContext, base: string): Promise<string> {
  const challenge = await (await request.get(`${base}/api/captcha/challenge`)).json();
  return solveForTest(challenge);
}

/** Stored upload files whose content equals `bytes`. */
export function storedCopies(dir: string, bytes: Buffer): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).isFile() && fs.readFileSync(f).equals(bytes));
}

/** A PNG made unique (trailing bytes after IEND are ignored by readers), to find its stored copy. */
export function uniquePng(): Buffer {
  return Buffer.concat([PNG, Buffer.from(`${Date.now()}-${Math.random()}`)]);
}

/**
 * A form's confirmation has replaced the form (issue 51): it holds `text`, has focus (so
 * screen readers read it) and is wholly inside the viewport, wherever the page was scrolled.
 */
export async function expectSentInView(page: Page, text: string | RegExp) {
  const sent = page.getByTestId('form-sent');
  await expect(sent).toContainText(text);
  await expect(sent).toBeFocused();
  // Wholly, to a pixel: a panel whose top lies at a fractional offset is cut by a fraction of
  // one (0.9997 seen at 375 px), while one taller than the screen or off it is far below this.
  await expect(sent).toBeInViewport({ ratio: 0.99 });
  await expect(page.locator('#f-submit')).toHaveCount(0);
  return sent;
}
