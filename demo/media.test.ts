/**
 * The demo's media look like what they stand for (issue 27, item 9): every
 * kind of item has its own photos (no file shared between kinds or repeated
 * within one), emblems carry no text (names are written by the page in its
 * language), and every document is a real multi-page PDF of its own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { seedContent } from './content';
import { legalFiles } from './files';
import { EMBLEMS } from './media/emblems.mjs';
import { SCENES } from './media/scenes.mjs';

const PUBLIC = path.join(process.cwd(), 'public');
const read = (rel: string) => fs.readFileSync(path.join(PUBLIC, rel));
const sha = (buf: Buffer) => crypto.createHash('sha256').update(buf).digest('hex');

describe('demo photos', () => {
  const kinds = Object.keys(SCENES);

  it('has a subject for every kind of item with photos', () => {
    expect(kinds.sort()).toEqual(
      [
        'budce_xulasesi',
        'cixislar',
        'dercler',
        'elanlar',
        'infoqrafikler',
        'jurnallar',
        'layiheler',
        'meqaleler',
        'musahibeler',
        'videolar',
        'xeberler',
      ].sort(),
    );
  });

  it('gives each kind eight photos of its own, none shared with another kind', () => {
    const owner = new Map<string, string>();
    for (const kind of kinds)
      for (let i = 1; i <= 8; i++) {
        const rel = `img/${kind}/${i}.png`;
        const buf = read(rel);
        const hash = sha(buf);
        expect([rel, owner.get(hash)]).toEqual([rel, undefined]);
        owner.set(hash, rel);
        expect(imageSize(buf)).toMatchObject({ width: 800, height: 450, type: 'png' });
        // A photo at card size, not a poster: well under 250 KB.
        expect(buf.length).toBeLessThan(250_000);
        expect(buf.length).toBeGreaterThan(20_000);
      }
    expect(owner.size).toBe(kinds.length * 8);
  });
});

describe('partner and useful-link emblems', () => {
  it('draw no text: the page writes the full name beside them', () => {
    for (const [folder, emblems] of Object.entries(EMBLEMS))
      for (const key of Object.keys(emblems)) {
        const svg = read(`img/${folder}/${key}.svg`).toString('utf8');
        expect(svg).toBe(emblems[key]);
        expect(svg).not.toMatch(/<text|<tspan/);
      }
  });
});

describe('demo documents', () => {
  const pages = (buf: Buffer) => (buf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
  const files = [
    ...legalFiles(seedContent.legal).map(({ file }) => `files/qanunlar/${file}`),
    ...seedContent.budgetSummaries.map((_, i) => `files/budce_xulasesi/${i + 1}.pdf`),
    ...seedContent.infographics
      .flatMap((y) => y.items)
      .map((_, i) => `files/infoqrafikler/${i + 1}.pdf`),
  ];

  it('are real PDFs of several pages and a plausible size, one per document', () => {
    const hashes = new Set<string>();
    for (const rel of files) {
      const buf = read(rel);
      expect([rel, buf.subarray(0, 5).toString('latin1')]).toEqual([rel, '%PDF-']);
      expect([rel, pages(buf) >= 2]).toEqual([rel, true]);
      expect([rel, buf.length > 15_000]).toEqual([rel, true]);
      hashes.add(sha(buf));
    }
    expect(hashes.size).toBe(files.length);
  });
});
