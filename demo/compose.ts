import type { Doc } from './content/types';

/** Fixed "today" of the demo data, so the seed is the same on every machine and every day. */
export const DEMO_TODAY = '2026-11-15';

/** The date `days` before the demo's today, as YYYY-MM-DD. */
export function daysBefore(days: number): string {
  const d = new Date(`${DEMO_TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

const IMAGE_ALT = {
  az: ['Tədbirdən görüntü', 'Audit prosesindən görüntü', 'Görüşdən görüntü'],
  en: ['A view of the event', 'A view of the audit work', 'A view of the meeting'],
};

/**
 * Dresses a body the way the editors' content looks: every fifth item gets
 * two images (a carousel), every third one image, every seventh ends with
 * empty paragraphs (which the site removes).
 */
export function dressBody(html: string, index: number, lang: 'az' | 'en'): string {
  const img = (n: number, alt: string) =>
    `<p><img src="/img/content/${(n % 6) + 1}.png" alt="${alt}" width="800" height="500"></p>`;
  let out = html;
  if (index % 5 === 0) {
    const paragraphs = out.split('</p>');
    const first = paragraphs.shift() ?? '';
    out = `${first}</p>${img(index, IMAGE_ALT[lang][0]!)}${img(index + 1, IMAGE_ALT[lang][1]!)}${paragraphs.join('</p>')}`;
  } else if (index % 3 === 0) {
    out = `${out}${img(index, IMAGE_ALT[lang][2]!)}`;
  }
  if (index % 7 === 0) out = `${out}<p></p><p>&nbsp;</p>`;
  return out;
}

/** The bilingual columns of a document row, bodies dressed. */
export function docColumns(doc: Doc, index: number) {
  return {
    titleAz: doc.az.title,
    titleEn: doc.en?.title ?? null,
    textAz: dressBody(doc.az.html, index, 'az'),
    textEn: doc.en ? dressBody(doc.en.html, index, 'en') : null,
  };
}

/** A photo of the demo set (1..8.png) for the n-th item. */
export const photo = (n: number) => `${(n % 8) + 1}.png`;

/** Splits rows into batches for insertion. */
export function chunks<T>(rows: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
