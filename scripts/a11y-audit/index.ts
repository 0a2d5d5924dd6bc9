/**
 * npm run a11y:audit — measures what the accessibility statement (/elcatanliq) reports:
 * axe (WCAG 2.2 A/AA) on every page kind of e2e/a11y-pages.ts at 375 and 1280 px in both
 * languages, the Nu Html Checker on each page's server HTML, and a keyboard-only walk (every
 * Tab stop, and whether its focus is drawn) at both widths. It builds the site if needed, serves
 * it with the demo content (scripts/e2e-server.mjs, port A11Y_PORT, default 3090) and writes
 * lib/features/accessibility/audit-results.json, which the statement reads. See docs/reading.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as prettier from 'prettier';
import { A11Y_PAGES, localized } from '../../e2e/a11y-pages';
import { WCAG_TAGS } from '../../e2e/axe';
import {
  auditSchema,
  type AccessibilityAudit,
} from '../../lib/features/accessibility/audit-schema';
import { validateHtml, validatorVersion } from './html';
import { keyboardWalk } from './keyboard';

const OUT = 'lib/features/accessibility/audit-results.json';
const WIDTHS = [375, 1280];
const LOCALES = ['az', 'en'] as const;
const port = Number(process.env.A11Y_PORT || 3090);
const base = `http://127.0.0.1:${port}`;

async function waitForServer(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`The site did not answer at ${url}`);
}

async function main() {
  const build = spawnSync('node', ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('next build failed');
  const validator = validatorVersion();
  const server = spawn('node', ['scripts/e2e-server.mjs', 'local', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(`${base}/api/tovsiyyeler/iller`, 600_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
    });
    // axe needs a page of a context the script made (not browser.newPage()).
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    // tsx names nested functions with an __name helper; the page needs it for readStop.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    const page = await context.newPage();
    let axeVersion = '';
    const pages: AccessibilityAudit['pages'] = [];
    const docs = new Map<string, string>();
    for (const [name, path] of A11Y_PAGES) {
      console.log(`${name} (${path})`);
      const result: AccessibilityAudit['pages'][number] = {
        name,
        path,
        axe: [],
        html: [],
        keyboard: [],
      };
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const locale of LOCALES) {
          await page.goto(base + localized(locale, path));
          await page.waitForLoadState('networkidle');
          const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          axeVersion = axe.testEngine.version;
          result.axe.push({
            locale,
            width,
            violations: axe.violations.map((v) => ({
              id: v.id,
              impact: v.impact ?? null,
              help: v.help,
              nodes: v.nodes.length,
            })),
          });
        }
        // The walk: Azerbaijani (the markup is the same in English), from a fresh load.
        await page.goto(base + localized('az', path));
        await page.waitForLoadState('networkidle');
        result.keyboard.push(await keyboardWalk(page, width));
      }
      for (const locale of LOCALES) {
        const html = await fetch(base + localized(locale, path)).then((r) => r.text());
        docs.set(`${path} ${locale}`, html);
      }
      pages.push(result);
    }
    const browserVersion = `Chromium ${browser.version()}`;
    await browser.close();
    const html = validateHtml(docs, '.test-data/a11y-html');
    for (const result of pages) {
      for (const locale of LOCALES) {
        result.html.push({ locale, messages: html.get(`${result.path} ${locale}`) ?? [] });
      }
    }
    const audit = auditSchema.parse({
      testedAt: new Date().toISOString().slice(0, 10),
      tools: { axe: `axe-core ${axeVersion}`, validator, browser: browserVersion },
      widths: WIDTHS,
      pages,
    });
    // Written as the repository's formatter writes it, so `npm run format:check` passes on commit.
    const options = (await prettier.resolveConfig(OUT)) ?? {};
    fs.writeFileSync(
      OUT,
      await prettier.format(JSON.stringify(audit), { ...options, filepath: OUT }),
    );
    console.log(`Wrote ${OUT}`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
