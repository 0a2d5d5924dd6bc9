import type { Doc } from './content/types';
import { BODY_IMAGES, BODY_SIZE, bodyImages, photoFile } from './media/plan';

/** Fixed "today" of the demo data, so the seed is the same on every machine and every day. */
export const DEMO_TODAY = '2026-11-15';

/** The date `days` before the demo's today, as YYYY-MM-DD. */
export function daysBefore(days: number): string {
  const d = new Date(`${DEMO_TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * Dresses a body the way the editors' content looks: every fifth item gets
 * two images (a carousel), every third one image, every seventh ends with
 * empty paragraphs (which the site removes). The images are the body set of
 * img/content/ (demo/media/plan.ts BODY_IMAGES), never of `avoid`, the scene
 * of the item's own photo, so a gallery never repeats the photo above it.
 */
export function dressBody(html: string, index: number, lang: 'az' | 'en', avoid?: string): string {
  const img = (image: (typeof BODY_IMAGES)[number]) =>
    `<p><img src="/img/content/${image.file}" alt="${image.alt[lang]}" width="${BODY_SIZE.width}" height="${BODY_SIZE.height}"></p>`;
  let out = html;
  if (index % 5 === 0) {
    const paragraphs = out.split('</p>');
    const first = paragraphs.shift() ?? '';
    out = `${first}</p>${bodyImages(index, 2, avoid).map(img).join('')}${paragraphs.join('</p>')}`;
  } else if (index % 3 === 0) {
    out = `${out}${img(bodyImages(index, 1, avoid)[0]!)}`;
  }
  if (index % 7 === 0) out = `${out}<p></p><p>&nbsp;</p>`;
  return out;
}

/** The bilingual columns of a document row, bodies dressed; `avoid`: the scene of its photo. */
export function docColumns(doc: Doc, index: number, avoid?: string) {
  return {
    titleAz: doc.az.title,
    titleEn: doc.en?.title ?? null,
    textAz: dressBody(doc.az.html, index, 'az', avoid),
    textEn: doc.en ? dressBody(doc.en.html, index, 'en', avoid) : null,
    translationDue: doc.translationDue ?? null,
  };
}

/**
 * The photo of the n-th item of a demo list: every item has a file of its own
 * (demo/media/plan.ts draws it); a copy of a list (`scale` > 1) reuses its
 * original's.
 */
export const photo = photoFile;

/** Splits rows into batches for insertion. */
export function chunks<T>(rows: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
