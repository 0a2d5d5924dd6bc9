/**
 * The demo's media look like what they stand for (issue 27, item 9; issue 37,
 * "Imagery that is not a template"): every item of every list has a photo of
 * its own (no file shared within a list or between kinds), a full-colour JPEG
 * of its kind's size, of a scene that suits it; body images are never the
 * item's own photo nor its scene; emblems carry no text (names are written by
 * the page in its language), and every document is a real multi-page PDF of
 * its own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { closeAll, getDb } from '@/lib/core/db/client';
import * as t from '@/lib/core/db/schema';
import { freshDataDir } from '@/test/fresh-data-dir';
import { dressBody } from './compose';
import { seedContent } from './content';
import { legalFiles } from './files';
import { EMBLEMS } from './media/emblems.mjs';
import {
  BODY_IMAGES,
  BODY_SIZE,
  PHOTO_KINDS,
  PHOTO_SIZE,
  photoPlan,
  videoRows,
  type PhotoKind,
} from './media/plan';
import { SCENES, photoSvg } from './media/scenes.mjs';
import { reseed } from './seed';

process.env.DATA_DIR = '.test-data/demo-media';
freshDataDir(process.env.DATA_DIR);

const PUBLIC = path.join(process.cwd(), 'public');
const read = (rel: string) => fs.readFileSync(path.join(PUBLIC, rel));
const sha = (buf: Buffer) => crypto.createHash('sha256').update(buf).digest('hex');

/** The table behind every list with photos. */
const TABLES = {
  xeberler: t.xeberler,
  dercler: t.dercler,
  cixislar: t.cixislar,
  musahibeler: t.musahibeler,
  meqaleler: t.meqaleler,
  elanlar: t.elanlar,
  jurnallar: t.jurnallar,
  layiheler: t.layiheler,
  videolar: t.videolar,
  budce_xulasesi: t.budceXulasesi,
  infoqrafikler: t.infoqrafikler,
} satisfies Record<PhotoKind, unknown>;

/** How many items each list has at scale 1. */
const COUNTS: Record<PhotoKind, number> = {
  xeberler: seedContent.news.length,
  dercler: seedContent.records.length,
  cixislar: seedContent.speeches.length,
  musahibeler: seedContent.interviews.length,
  meqaleler: seedContent.articles.length,
  elanlar: seedContent.announcements.length,
  jurnallar: seedContent.journals.length,
  layiheler: seedContent.projects.length,
  videolar: videoRows(seedContent.videos).length,
  budce_xulasesi: seedContent.budgetSummaries.length,
  infoqrafikler: seedContent.infographics.flatMap((y) => y.items).length,
};

/** A photo as the tests see it: its path, bytes, hash and header. */
function photoFile(rel: string) {
  const buf = read(rel);
  return { rel, buf, hash: sha(buf), size: imageSize(buf) };
}

/** The number of colour components of a JPEG (its start-of-frame segment), or 0. */
function components(buf: Buffer): number {
  if (buf[0] !== 0xff || buf[1] !== 0xd8) return 0;
  let at = 2;
  while (at + 9 < buf.length && buf[at] === 0xff) {
    const marker = buf[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return buf[at + 9]!;
    at += 2 + buf.readUInt16BE(at + 2);
  }
  return 0;
}

/** The photo names the seed stored, list by list, in insertion order. */
const stored = {} as Record<PhotoKind, string[]>;
const bodies = {} as Record<string, Array<{ photo: string | null; html: string }>>;

beforeAll(async () => {
  const db = await getDb();
  await reseed(db, 1);
  for (const kind of PHOTO_KINDS) {
    const table = TABLES[kind];
    // Cast: the tables differ in columns; each has a photo and an id.
    const rows = (await db
      .select()
      .from(table as typeof t.xeberler)
      .orderBy((table as typeof t.xeberler).id)) as Array<{
      photo: string | null;
      textAz?: string;
      textEn?: string | null;
    }>;
    stored[kind] = rows.map((r) => r.photo ?? '');
    if (rows.some((r) => typeof r.textAz === 'string'))
      bodies[kind] = rows.flatMap((r) =>
        [r.textAz, r.textEn]
          .filter((x): x is string => typeof x === 'string')
          .map((html) => ({ photo: r.photo, html })),
      );
  }
}, 120_000);
afterAll(closeAll);

describe('demo photos', () => {
  it('gives every item of every list a JPEG of its own, of its kind’s size', () => {
    const owner = new Map<string, string>();
    for (const kind of PHOTO_KINDS) {
      const names = stored[kind];
      expect([kind, names.length]).toEqual([kind, COUNTS[kind]]);
      // No two items of a list share a file: by name, and by content.
      expect([kind, new Set(names).size]).toEqual([kind, names.length]);
      const hashes = new Set<string>();
      for (const name of names) {
        const { rel, buf, hash, size } = photoFile(`img/${kind}/${name}`);
        expect([rel, size]).toMatchObject([rel, { ...PHOTO_SIZE[kind], type: 'jpg' }]);
        // Full colour, never a palette: a JPEG whose frame has three components.
        expect([rel, components(buf)]).toEqual([rel, 3]);
        // A photo at its size, not a poster and not a blank: 10–250 KB.
        expect([rel, buf.length > 10_000 && buf.length < 250_000]).toEqual([rel, true]);
        hashes.add(hash);
        // No file shared with another kind either.
        expect([rel, owner.get(hash)]).toEqual([rel, undefined]);
        owner.set(hash, rel);
      }
      expect([kind, hashes.size]).toEqual([kind, names.length]);
    }
  });

  it('keeps all the photos together within 25 MB', () => {
    const dir = path.join(PUBLIC, 'img');
    let total = 0;
    for (const folder of fs.readdirSync(dir))
      for (const file of fs.readdirSync(path.join(dir, folder)))
        if (file.endsWith('.jpg')) total += fs.statSync(path.join(dir, folder, file)).size;
    expect(total).toBeLessThan(25 * 1024 * 1024);
  });

  it('stores no name the plan does not draw, and leaves no old palette PNG behind', () => {
    const plan = photoPlan(seedContent);
    for (const kind of PHOTO_KINDS) {
      expect([...stored[kind]].sort()).toEqual(plan[kind].map((s) => s.file).sort());
      const pngs = fs.readdirSync(path.join(PUBLIC, 'img', kind)).filter((f) => f.endsWith('.png'));
      expect([kind, pngs]).toEqual([kind, []]);
    }
  });

  it('chooses a scene that suits each kind, and neighbours never share one', () => {
    const plan = photoPlan(seedContent);
    for (const kind of PHOTO_KINDS) {
      for (const spec of plan[kind]) expect(Object.keys(SCENES)).toContain(spec.scene);
      if (kind === 'infoqrafikler') continue;
      const same = plan[kind].filter((s, i) => i > 0 && plan[kind][i - 1]!.scene === s.scene);
      expect([kind, same]).toEqual([kind, []]);
    }
    // An audit record shows documents, charts or the audited sector: never a stage or a studio.
    const people = ['lectern', 'panelStage', 'tvStudio', 'armchairs', 'windowPortrait', 'memorial'];
    expect(plan.dercler.filter((s) => people.includes(s.scene))).toEqual([]);
    // News use many kinds of scene, not one.
    expect(new Set(plan.xeberler.map((s) => s.scene)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(plan.dercler.map((s) => s.scene)).size).toBeGreaterThanOrEqual(12);
    // A title says the subject: a memorandum is signed, a seminar has its trainer.
    const sceneOf = (title: RegExp) =>
      plan.xeberler[seedContent.news.findIndex((n) => title.test(n.az.title))]!.scene;
    expect(sceneOf(/memorandumu imzalandı/)).toBe('signing');
    expect(sceneOf(/Şəhidlər xiyabanını/)).toBe('memorial');
    expect(['seminar', 'whiteboard', 'lectureTheatre']).toContain(sceneOf(/mövzusunda təlim/));
  });

  it('draws no text in any picture', () => {
    const plan = photoPlan(seedContent);
    for (const kind of PHOTO_KINDS)
      for (const spec of plan[kind].slice(0, 6)) {
        const svg = photoSvg(spec.scene, spec.seed, 320, 180);
        expect([kind, spec.file, /<text|<tspan|font-family/.test(svg)]).toEqual([
          kind,
          spec.file,
          false,
        ]);
      }
  });
});

describe('body images', () => {
  const images = (html: string) =>
    [...html.matchAll(/<img src="\/img\/content\/([^"]+)"/g)].map((m) => m[1]!);

  it('are their own files, never equal to the item’s photo', () => {
    const seen = new Set<string>();
    for (const [kind, rows] of Object.entries(bodies))
      for (const { photo, html } of rows) {
        const own = photoFile(`img/${kind}/${photo}`).hash;
        for (const file of images(html)) {
          const body = photoFile(`img/content/${file}`);
          expect([body.rel, body.size]).toMatchObject([body.rel, { ...BODY_SIZE, type: 'jpg' }]);
          expect([kind, photo, body.hash === own]).toEqual([kind, photo, false]);
          seen.add(file);
        }
      }
    // The whole set is in use, and no body image is a photo of a list.
    expect([...seen].sort()).toEqual(BODY_IMAGES.map((b) => b.file).sort());
  });

  it('never show the scene of the item’s own photo, and two in a gallery differ', () => {
    const plan = photoPlan(seedContent);
    const lists = {
      xeberler: seedContent.news,
      dercler: seedContent.records,
      cixislar: seedContent.speeches,
      musahibeler: seedContent.interviews,
      meqaleler: seedContent.articles,
      elanlar: seedContent.announcements,
      jurnallar: seedContent.journals,
      layiheler: seedContent.projects,
    } as const;
    const sceneOfFile = new Map(BODY_IMAGES.map((b) => [b.file, b.scene]));
    let galleries = 0;
    for (const [kind, docs] of Object.entries(lists))
      docs.forEach((doc, i) => {
        const own = plan[kind as PhotoKind][i]!.scene;
        const files = images(dressBody(doc.az.html, i, 'az', own));
        if (files.length > 1) galleries++;
        expect(new Set(files).size).toBe(files.length);
        for (const file of files)
          expect([kind, i, sceneOfFile.get(file)]).not.toEqual([kind, i, own]);
      });
    expect(galleries).toBeGreaterThan(10);
  });

  it('describe what they show, in the body’s language', () => {
    const html = dressBody('<p>a</p><p>b</p>', 0, 'en', 'documents');
    const alts = [...html.matchAll(/alt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts).toHaveLength(2);
    for (const alt of alts) expect(BODY_IMAGES.map((b) => b.alt.en)).toContain(alt);
  });
});

describe('project categories', () => {
  it('have a square JPEG each', async () => {
    const rows = await (await getDb()).select().from(t.layiheCategories);
    expect(rows.length).toBe(seedContent.projectCategories.length);
    for (const row of rows) {
      const { rel, size } = photoFile(`img/layihe_category/${row.image}`);
      expect([rel, size]).toMatchObject([rel, { width: 400, height: 400, type: 'jpg' }]);
    }
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
