#!/usr/bin/env node
/**
 * Generates the demo content's media under public/ (run it after changing
 * demo/media or the demo content, and commit the result):
 *
 *   img/<kind>/<n>.jpg                one photo per item of every list (demo/media/plan.ts
 *                                     chooses its scene, demo/media/scenes.mjs draws it):
 *                                     1280×720 for news and records, 960×540 for the rest
 *   img/layihe_category/<id>.jpg      400×400 project category images
 *   img/content/1.jpg .. 12.jpg       960×600 images inside item bodies, scenes of their own
 *   og-default.png                    1200×630 link preview of pages without a photo
 *   img/partners/*.svg, img/links/*.svg   stand-in emblems, no text (demo/media/emblems.mjs)
 *   files/qanunlar/<n>.pdf, files/budce_xulasesi/<n>.pdf, files/infoqrafikler/<n>.pdf
 *       one multi-page A4 PDF per demo document, its title and text its own
 *       (demo/media/documents.mjs), printed by Chromium
 *
 * Photos are SVG scenes rendered by sharp (librsvg) into JPEGs (mozjpeg, no
 * palette, so no dithering); PDFs are printed by Playwright's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) with the DejaVu fonts, which
 * cover Azerbaijani. Output is deterministic: seeded PRNGs, and the PDFs'
 * dates fixed after printing.
 *
 * Usage: npx tsx demo/make-media.mjs [photos|emblems|documents ...]   (all three by default)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedContent } from './content/index.ts';
import { legalFiles } from './files.ts';
import { EMBLEMS } from './media/emblems.mjs';
import {
  BODY_IMAGES,
  BODY_SIZE,
  CATEGORY_SCENES,
  OG_DEFAULT,
  PHOTO_SIZE,
  photoPlan,
  seedOf,
} from './media/plan.ts';
import { photoSvg } from './media/scenes.mjs';

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const PARTS = ['photos', 'emblems', 'documents'];
const asked = process.argv.slice(2);
for (const part of asked)
  if (!PARTS.includes(part)) throw new Error(`unknown part ${part}: one of ${PARTS.join(', ')}`);
const parts = asked.length ? asked : PARTS;
const written = [];
const started = Date.now();

function emit(rel, buf) {
  const file = join(PUBLIC_DIR, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, buf);
  written.push([rel, buf.length]);
}

/** A scene as a JPEG: full colour, progressive, mozjpeg's quantisation. */
async function jpeg(scene, seed, w, h) {
  return sharp(Buffer.from(photoSvg(scene, seed, w, h)))
    .jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** Runs `jobs` (functions returning promises) two at a time: librsvg renders on the thread pool. */
async function pool(jobs, width = 2) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Removes the files of a folder that `keep` does not name (photos of items that are gone). */
function prune(folder, keep) {
  const dir = join(PUBLIC_DIR, folder);
  for (const name of readdirSync(dir, { withFileTypes: true }))
    if (name.isFile() && !keep.has(name.name)) rmSync(join(dir, name.name));
}

if (parts.includes('photos')) {
  const jobs = [];
  // 1. One photo per item of every list.
  for (const [kind, specs] of Object.entries(photoPlan(seedContent))) {
    const { width, height } = PHOTO_SIZE[kind];
    for (const spec of specs)
      jobs.push(async () =>
        emit(`img/${kind}/${spec.file}`, await jpeg(spec.scene, spec.seed, width, height)),
      );
  }
  // 2. Project categories.
  for (const [id, scene] of Object.entries(CATEGORY_SCENES))
    jobs.push(async () =>
      emit(`img/layihe_category/${id}.jpg`, await jpeg(scene, seedOf(`category:${id}`), 400, 400)),
    );
  // 3. Images inside item bodies, and the default link preview (a PNG: its address is fixed).
  for (const image of BODY_IMAGES)
    jobs.push(async () =>
      emit(
        `img/content/${image.file}`,
        await jpeg(image.scene, seedOf(`content:${image.file}`), BODY_SIZE.width, BODY_SIZE.height),
      ),
    );
  jobs.push(async () =>
    emit(
      'og-default.png',
      // Full colour without the grain, which a lossless file would pay for in bytes.
      await sharp(
        Buffer.from(photoSvg(OG_DEFAULT.scene, OG_DEFAULT.seed, 1200, 630, { grain: false })),
      )
        .removeAlpha()
        .png({ compressionLevel: 9, palette: false })
        .toBuffer(),
    ),
  );
  await pool(jobs);
  const plan = photoPlan(seedContent);
  for (const [kind, specs] of Object.entries(plan))
    prune(`img/${kind}`, new Set(specs.map((s) => s.file)));
  prune('img/content', new Set(BODY_IMAGES.map((b) => b.file)));
  prune('img/layihe_category', new Set(Object.keys(CATEGORY_SCENES).map((id) => `${id}.jpg`)));
  const bytes = written.filter(([rel]) => rel.endsWith('.jpg')).reduce((a, [, n]) => a + n, 0);
  console.log(
    `demo/make-media: photos: ${written.length} files, ${bytes} bytes of JPEG, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (parts.includes('emblems')) {
  // Emblems of the partners and useful links.
  for (const [folder, emblems] of Object.entries(EMBLEMS))
    for (const [key, svg] of Object.entries(emblems))
      emit(`img/${folder}/${key}.svg`, Buffer.from(svg));
}

if (parts.includes('documents')) {
  // Documents, one PDF each.
  const { chromium } = await import('@playwright/test');
  const { infographicHtml, legalHtml, summaryHtml } = await import('./media/documents.mjs');
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
}

const total = written.reduce((a, [, n]) => a + n, 0);
console.log(
  `demo/make-media: wrote ${written.length} files, ${total} bytes in all, under ${PUBLIC_DIR}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
