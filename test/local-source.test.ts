/** What the local source promises beyond the shapes: languages, paging, filters, order, search. */
import { eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/core/db/client';
import { dercler, tovsiyyeler, xeberler } from '@/lib/core/db/schema';
import { foldAz } from '@/lib/core/search/fold';
import { demoSource } from '@/test/demo-source';

const source = demoSource('local-source');

describe('languages', () => {
  it('shows Azerbaijani-only news in English lists and by id, in Azerbaijani, marked az (docs/languages.md)', async () => {
    const db = await getDb();
    const azOnly = await db
      .select({ id: xeberler.id, titleAz: xeberler.titleAz })
      .from(xeberler)
      .where(isNull(xeberler.titleEn));
    expect(azOnly.length).toBeGreaterThan(0);
    const en = (await source.call('xeberler', { language: 'en', limit: 100 })).xeberler;
    const az = (await source.call('xeberler', { language: 'az', limit: 100 })).xeberler;
    expect(en.map((n) => n.id)).toEqual(az.map((n) => n.id));
    const marked = en.filter((n) => n.language === 'az');
    expect(marked.map((n) => [n.id, n.title]).sort()).toEqual(
      azOnly.map((n) => [n.id, n.titleAz]).sort(),
    );
    expect(en.filter((n) => n.language === 'en')).toHaveLength(az.length - azOnly.length);

    const [item] = (await source.call('xeberler', { id: azOnly[0]!.id, language: 'en' })).xeberler;
    expect(item).toMatchObject({ id: azOnly[0]!.id, title: azOnly[0]!.titleAz, language: 'az' });
  });

  it('answers an unknown id with an empty list', async () => {
    expect((await source.call('xeberler', { id: 999_999 })).xeberler).toEqual([]);
    expect((await source.call('page', { short_title: 'no-such-page' })).content).toEqual([]);
  });
});

describe('lists', () => {
  it('pages newest first without overlap, with the spec page size', async () => {
    const first = (await source.call('xeberler', {})).xeberler;
    const second = (await source.call('xeberler', { from: first.length })).xeberler;
    expect(first).toHaveLength(12);
    expect(second).toHaveLength(12);
    const dates = [...first, ...second].map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ids = new Set(first.map((n) => n.id));
    expect(second.some((n) => ids.has(n.id))).toBe(false);
  });

  it('runs out: an offset past the end gives an empty page', async () => {
    expect((await source.call('xeberler', { from: 10_000 })).xeberler).toEqual([]);
  });

  it('sorts legal documents by order_num ascending', async () => {
    const docs = (await source.call('qanunlar', {})).qanunlar;
    expect(docs.length).toBeGreaterThan(2);
    const order = docs.map((d) => d.order_num);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(docs.some((d) => d.link?.startsWith('https://'))).toBe(true);
    expect(docs.some((d) => d.file?.endsWith('.pdf') && d.file_size! > 0)).toBe(true);
  });

  it('lists videos id descending, with groups whose members point to them', async () => {
    const top = (await source.call('videolar', { limit: 100 })).videolar;
    const ids = top.map((v) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const groups = top.filter((v) => !v.link);
    expect(groups).toHaveLength(2);
    const members = (await source.call('videolar', { parent: groups[0]!.id })).videolar;
    expect(members.length).toBeGreaterThan(1);
    expect(members.every((v) => v.parent === groups[0]!.id && v.link)).toBe(true);
  });

  it('filters announcements by section, and by subsection only within satinalma', async () => {
    const tender = (
      await source.call('elanlar', { section: 'satinalma', subsection: 'tender', limit: 100 })
    ).elanlar;
    expect(tender.length).toBeGreaterThan(0);
    expect(tender.every((e) => e.section === 'satinalma' && e.subsection === 'tender')).toBe(true);
    const vacancies = (
      await source.call('elanlar', { section: 'vakansiya', subsection: 'tender', limit: 100 })
    ).elanlar;
    expect(vacancies.length).toBeGreaterThan(0);
    expect(vacancies.every((e) => e.section === 'vakansiya')).toBe(true);
  });

  it('filters projects by category', async () => {
    const climate = (await source.call('layiheler', { category: 11, limit: 100 })).layiheler;
    expect(climate.length).toBeGreaterThanOrEqual(4);
    expect(climate.every((p) => p.category === 11)).toBe(true);
  });
});

describe('records', () => {
  it('finds a record only under its own type short title', async () => {
    const [latest] = (await source.call('dercler', { limit: 1 })).dercler;
    const own = await source.call('dercler', {
      id: latest!.id,
      type_short_title: latest!.type_short_title,
    });
    expect(own.dercler).toHaveLength(1);
    const other = latest!.type_short_title === 'rey' ? 'audit' : 'rey';
    expect(
      (await source.call('dercler', { id: latest!.id, type_short_title: other })).dercler,
    ).toEqual([]);
  });

  it('filters the archive by type and badges, and can leave a type out', async () => {
    const audits = (await source.call('dercler', { type: 'audit', audit_nov: 1, limit: 100 }))
      .dercler;
    expect(audits.length).toBeGreaterThan(0);
    expect(
      audits.every((r) => r.type_short_title === 'audit' && r.audit_nov === 1 && r.audit_nov_title),
    ).toBe(true);
    const noType1 = (await source.call('dercler', { exclude_type: 1, limit: 100 })).dercler;
    expect(noType1.every((r) => r.type !== 1)).toBe(true);
    const years = (await source.call('dercler', { limit: 100 })).dercler.map((r) => r.il);
    expect(Math.min(...(years as number[]))).toBe(2013);
  });
});

describe('search', () => {
  it('finds Azerbaijani words typed without Azerbaijani letters', async () => {
    const news = (await source.call('xeberler', { limit: 100 })).xeberler;
    const word = news
      .flatMap((n) => n.title.split(/\s+/))
      .find((w) => /[əışçğöü]/i.test(w) && w.length > 4)!;
    const plain = foldAz(word).replace(/[^a-z]/g, '');
    const hits = (await source.call('neticeler', { query: plain })).neticeler;
    const all = [...hits.xeberler, ...hits.dercler, ...hits.elanlar, ...hits.cixislar];
    expect(all.some((h) => foldAz(h.title).includes(plain))).toBe(true);
  });

  it('ranks titles with the whole word before partial and body matches', async () => {
    const seen = new Set<boolean>();
    for (const word of ['audit', 'palata', 'hesablama', 'budce', 'xeber']) {
      const hits = (await source.call('neticeler', { query: word })).neticeler.xeberler;
      const whole = hits.map((h) =>
        new RegExp(`(^|[^a-z])${word}([^a-z]|$)`).test(foldAz(h.title)),
      );
      whole.forEach((w) => seen.add(w));
      const firstPartial = whole.indexOf(false);
      if (firstPartial >= 0) expect(whole.slice(firstPartial)).not.toContain(true);
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('treats % and _ as plain characters', async () => {
    const { totals, ...hits } = (await source.call('neticeler', { query: '%%' })).neticeler;
    expect(Object.values(hits).flat()).toEqual([]);
    expect(Object.values(totals ?? {}).every((t) => t.count === 0)).toBe(true);
  });
});

describe('recommendations', () => {
  it('counts pages of 13 and pages through the rows', async () => {
    const { page_count, max_date } = await source.call('tovsiyyePageCount', {});
    expect(page_count).toBe(Math.ceil(40 / 13));
    expect(max_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const last = (await source.call('tovsiyyeler', { page: page_count })).tovsiyyeler;
    expect(last).toHaveLength(40 - 13 * (page_count - 1));
  });

  it('links most to the audit they came from, and a record lists those that came from it', async () => {
    const db = await getDb();
    const links = await db
      .select({ id: tovsiyyeler.id, derc: tovsiyyeler.dercId })
      .from(tovsiyyeler)
      .orderBy(tovsiyyeler.id);
    expect(links.filter((l) => l.derc === null).length).toBeGreaterThan(0);
    expect(links.filter((l) => l.derc !== null).length).toBeGreaterThan(links.length / 2);

    // Demo recommendation 5 came from an audit with an English title.
    const [row] = (await source.call('tovsiyye', { id: 5, language: 'en' })).tovsiyye;
    const derc = row!.derc!;
    const [record] = (await source.call('dercler', { id: derc.id, language: 'en' })).dercler;
    expect(derc).toEqual({
      id: record!.id,
      title: record!.title,
      type_short_title: 'audit',
      language: 'en',
    });
    const listed = (await source.call('dercTovsiyyeleri', { derc: derc.id, language: 'en' }))
      .tovsiyyeler;
    const ids = links.filter((l) => l.derc === derc.id).map((l) => l.id);
    expect(listed.map((r) => r.id)).toEqual(ids);
    expect(listed.find((r) => r.id === 5)).toMatchObject({
      movzu: row!.movzu,
      status_name: row!.status_name,
    });

    const without = links.find((l) => l.derc === null)!;
    expect((await source.call('tovsiyye', { id: without.id })).tovsiyye[0]!.derc).toBeNull();
    const [opinion] = await db
      .select({ id: dercler.id })
      .from(dercler)
      .where(eq(dercler.typeId, 3));
    expect((await source.call('dercTovsiyyeleri', { derc: opinion!.id })).tovsiyyeler).toEqual([]);
  });

  it('names an Azerbaijani-only audit in Azerbaijani on an English page, marked az', async () => {
    const db = await getDb();
    const rows = await db
      .select({ id: tovsiyyeler.id })
      .from(tovsiyyeler)
      .innerJoin(dercler, eq(tovsiyyeler.dercId, dercler.id))
      .where(isNull(dercler.titleEn));
    expect(rows.length).toBeGreaterThan(0);
    const [row] = (await source.call('tovsiyye', { id: rows[0]!.id, language: 'en' })).tovsiyye;
    expect(row!.derc).toMatchObject({ language: 'az', title: expect.stringMatching(/[əğı]/) });
  });

  it('shows a recommendation without an English topic in Azerbaijani on English pages, marked az', async () => {
    const db = await getDb();
    const [row] = await db.select().from(tovsiyyeler).limit(1);
    await db.update(tovsiyyeler).set({ movzuEn: null }).where(eq(tovsiyyeler.id, row!.id));
    try {
      const [one] = (await source.call('tovsiyye', { id: row!.id, language: 'en' })).tovsiyye;
      expect(one).toMatchObject({ movzu: row!.movzuAz, language: 'az' });
      const list = (await source.call('tovsiyyeler', { language: 'en', limit: 100 })).tovsiyyeler;
      expect(list.filter((r) => r.language === 'az').map((r) => r.id)).toEqual([row!.id]);
      const [az] = (await source.call('tovsiyye', { id: row!.id, language: 'az' })).tovsiyye;
      expect(az!.language).toBe('az');
    } finally {
      await db
        .update(tovsiyyeler)
        .set({ movzuEn: row!.movzuEn })
        .where(eq(tovsiyyeler.id, row!.id));
    }
  });
});

describe('menu', () => {
  it('nests links under their parents, two levels deep somewhere, with one external link', async () => {
    const links = (await source.call('navlink', {})).nav_link;
    const flat = (ls: typeof links): typeof links => ls.flatMap((l) => [l, ...flat(l.children)]);
    expect(links.every((l) => l.parent === 0)).toBe(true);
    expect(flat(links).some((l) => l.children.some((c) => c.children.length > 0))).toBe(true);
    expect(flat(links).filter((l) => /^https?:/.test(l.link))).toHaveLength(1);
  });
});

describe('status changes', () => {
  it('are the history entries with the status before each, newest first, filtered like the tracker', async () => {
    const [row] = (await source.call('tovsiyye', { id: 5, language: 'en' })).tovsiyye;
    const { deyisiklikler } = await source.call('tovsiyyeDeyisiklikleri', {
      language: 'en',
      tovsiyye: 5,
    });
    const history = row!.history;
    expect(deyisiklikler.map((c) => [c.id, c.status_name, c.since])).toEqual(
      [...history].reverse().map((h) => [h.id, h.status_name, h.since]),
    );
    expect(deyisiklikler.map((c) => c.from_status_name)).toEqual(
      [null, ...history.slice(0, -1).map((h) => h.status_name)].reverse(),
    );
    expect(deyisiklikler.every((c) => c.movzu === row!.movzu)).toBe(true);

    const all = (await source.call('tovsiyyeDeyisiklikleri', { limit: 100 })).deyisiklikler;
    expect(all.length).toBeGreaterThan(40); // every recommendation's entries: none missing
    expect((await source.call('tovsiyyeDeyisiklikleri', { limit: 10 })).deyisiklikler).toEqual(
      all.slice(0, 10),
    );
    // Pages follow each other: page 3 of 10 is the 21st to 30th change, past the last none.
    expect(
      (await source.call('tovsiyyeDeyisiklikleri', { limit: 10, page: 3 })).deyisiklikler,
    ).toEqual(all.slice(20, 30));
    expect(
      (await source.call('tovsiyyeDeyisiklikleri', { limit: 100, page: 1000 })).deyisiklikler,
    ).toEqual([]);
    const dates = all.map((c) => c.since);
    expect(dates).toEqual([...dates].sort().reverse());
    const [implemented] = (await source.call('tovsiyyeStatuslar', {})).statuslar;
    const into = (
      await source.call('tovsiyyeDeyisiklikleri', { status: implemented!.id, limit: 100 })
    ).deyisiklikler;
    expect(into.length).toBeGreaterThan(0);
    expect(into.every((c) => c.status_name === implemented!.name)).toBe(true);
  });

  it('keeps whatever changes a status in the history, dated the day when no date is given', async () => {
    const db = await getDb();
    const [row] = await db
      .select({ id: tovsiyyeler.id, status: tovsiyyeler.statusId })
      .from(tovsiyyeler)
      .where(eq(tovsiyyeler.id, 6));
    const other = row!.status === 1 ? 2 : 1;
    // As an editor's SQL does it: the status only, no date.
    await db.update(tovsiyyeler).set({ statusId: other }).where(eq(tovsiyyeler.id, 6));
    const [newest] = (await source.call('tovsiyyeDeyisiklikleri', { tovsiyye: 6 })).deyisiklikler;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baku' }).format(new Date());
    expect(newest).toMatchObject({ since: today, tovsiyye_id: 6 });
    expect(newest!.from_status_name).not.toBe(newest!.status_name);
    // Its texts edited, the status kept: no entry.
    await db
      .update(tovsiyyeler)
      .set({ statusId: other, movzuEn: 'Edited' })
      .where(eq(tovsiyyeler.id, 6));
    const again = (await source.call('tovsiyyeDeyisiklikleri', { tovsiyye: 6 })).deyisiklikler;
    expect(again[0]!.id).toBe(newest!.id);
  });
});
