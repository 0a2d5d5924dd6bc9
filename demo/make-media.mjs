#!/usr/bin/env node
/**
 * Generates the demo content's media under public/ (run it after changing
 * demo/media or the demo documents, and commit the result):
 *
 *   img/<kind>/1.png .. 8.png         800×450 photos, one subject per kind (demo/media/scenes.mjs)
 *   img/layihe_category/<id>.png      400×400 project category images
 *   img/content/1.png .. 6.png        800×500 images inside item bodies
 *   og-default.png                    1200×630 link preview of pages without a photo
 *   img/partners/*.svg, img/links/*.svg   stand-in emblems, no text (demo/media/emblems.mjs)
 *   files/qanunlar/<n>.pdf, files/budce_xulasesi/<n>.pdf, files/infoqrafikler/<n>.pdf
 *       one multi-page A4 PDF per demo document, its title and text its own
 *       (demo/media/documents.mjs), printed by Chromium
 *
 * Photos are SVG scenes rendered by sharp (librsvg) into 256-colour PNGs;
 * PDFs are printed by Playwright's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) with the DejaVu fonts, which cover Azerbaijani. Output is
 * deterministic: seeded PRNGs, and the PDFs' dates fixed after printing.
 *
 * Usage: npx tsx demo/make-media.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { seedContent } from './content/index.ts';
import { legalFiles } from './files.ts';
import { infographicHtml, legalHtml, summaryHtml } from './media/documents.mjs';
import { EMBLEMS } from './media/emblems.mjs';
import { SCENES, sceneSvg } from './media/scenes.mjs';

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const written = [];

function emit(rel, buf) {
  const file = join(PUBLIC_DIR, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, buf);
  written.push([rel, buf.length]);
}

async function png(kind, index, w, h) {
  const svg = Buffer.from(sceneSvg(kind, index, w, h));
  return sharp(svg).png({ palette: true, quality: 80, effort: 7 }).toBuffer();
}

// 1. Photos of every kind of item.
for (const kind of Object.keys(SCENES))
  for (let i = 0; i < 8; i++) emit(`img/${kind}/${i + 1}.png`, await png(kind, i, 800, 450));

// 2. Project categories: audits of efficiency, infrastructure, documents, climate, regions.
const CATEGORIES = [
  [1, 'budce_xulasesi', 2],
  [2, 'layiheler', 2],
  [3, 'dercler', 3],
  [11, 'layiheler', 1],
  [12, 'layiheler', 3],
];
for (const [id, kind, index] of CATEGORIES)
  emit(`img/layihe_category/${id}.png`, await png(kind, index, 400, 400));

// 3. Images inside item bodies, and the default link preview.
const BODY = ['xeberler', 'dercler', 'layiheler', 'cixislar', 'budce_xulasesi', 'musahibeler'];
for (const [i, kind] of BODY.entries())
  emit(`img/content/${i + 1}.png`, await png(kind, 8 + i, 800, 500));
emit('og-default.png', await png('xeberler', 20, 1200, 630));

// 4. Emblems of the partners and useful links.
for (const [folder, emblems] of Object.entries(EMBLEMS))
  for (const [key, svg] of Object.entries(emblems))
    emit(`img/${folder}/${key}.svg`, Buffer.from(svg));

// 5. Documents, one PDF each.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
/** Chromium stamps the time of printing: a fixed one keeps the files byte-identical. */
const fixDates = (buf) =>
  Buffer.from(
    buf
      .toString('latin1')
      .replace(/\(D:\d{14}[^)]*\)/g, (m) => m.replace(/\d{14}/, '20260101000000')),
    'latin1',
  );
async function pdf(rel, html) {
  await page.setContent(html, { waitUntil: 'load' });
  emit(
    rel,
    fixDates(await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })),
  );
}
for (const { file, doc } of legalFiles(seedContent.legal))
  await pdf(`files/qanunlar/${file}`, legalHtml(doc, Number.parseInt(file, 10)));
for (const [i, doc] of seedContent.budgetSummaries.entries())
  await pdf(`files/budce_xulasesi/${i + 1}.pdf`, summaryHtml(doc, i + 1));
const infographics = seedContent.infographics.flatMap((year) => year.items);
for (const [i, doc] of infographics.entries())
  await pdf(`files/infoqrafikler/${i + 1}.pdf`, infographicHtml(doc, i + 1));
await browser.close();

const total = written.reduce((a, [, n]) => a + n, 0);
console.log(
  `demo/make-media: wrote ${written.length} files, ${total} bytes in all, under ${PUBLIC_DIR}`,
);
