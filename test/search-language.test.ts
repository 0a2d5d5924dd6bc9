/**
 * Search that speaks Azerbaijani (issue 26), over the demo content in the
 * embedded database: "Did you mean …?" suggests real words of the content as
 * the content spells them, and inflected queries find their base words.
 */
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/core/db/client';
import { foldAz } from '@/lib/core/search/fold';
import { SEARCH_GROUPS } from '@/lib/core/contract/kinds';
import { demoSource } from '@/test/demo-source';

const source = demoSource('search-language');

const search = async (query: string, language: 'az' | 'en' = 'az') =>
  (await source.call('neticeler', { query, language })).neticeler;

const allHits = (reply: Awaited<ReturnType<typeof search>>) =>
  SEARCH_GROUPS.flatMap((g) => reply[g]);

describe('did you mean', () => {
  it.each([
    ['Səihyyə', 'az', 'Səhiyyə'],
    ['hesbat', 'az', 'hesabat'],
    ['hesabatt', 'az', 'hesabat'],
    ['budjet', 'en', 'budget'],
    ['budgte', 'en', 'budget'],
  ] as const)('%s (%s) suggests %s', async (query, language, suggestion) => {
    const reply = await search(query, language);
    expect(allHits(reply)).toEqual([]);
    expect(reply.suggestion).toBe(suggestion);
    expect(allHits(await search(suggestion, language)).length).toBeGreaterThan(0);
  });

  it('a word found only through its stem gets a suggestion too, spelled as the content spells it', async () => {
    // `səhiyə` finds the items about "səhiyyə" through its stem `sehiy`.
    const reply = await search('səhiyə');
    expect(allHits(reply).length).toBeGreaterThan(0);
    expect(reply.suggestion).toBe('səhiyyə');
  });

  it('a word of the content gets no suggestion, inflected or not', async () => {
    for (const query of ['hesabat', 'hesabatlar', 'büdcə', 'Azərişıq'])
      expect((await search(query)).suggestion).toBeUndefined();
    expect((await search('budget', 'en')).suggestion).toBeUndefined();
  });
});

describe('inflected queries', () => {
  it.each([
    ['hesabatlar', 'hesabat'],
    ['auditlərin', 'audit'],
    ['tövsiyələrin', 'tövsiyə'],
  ])('%s finds the items about %s', async (query, base) => {
    const found = await search(query);
    expect(allHits(found).length).toBeGreaterThan(0);
    const stem = foldAz(base);
    const db = await getDb();
    // Every hit holds a form of the base word (a word starting with it) in its title or body.
    for (const group of SEARCH_GROUPS)
      for (const hit of found[group]) {
        const { rows } = (await db.execute(
          sql`select 1 from ${sql.identifier(group)} where id = ${hit.id}
              and words_az @@ to_tsquery('simple', ${`${stem}:*`})`,
        )) as unknown as { rows: unknown[] };
        expect({ group, id: hit.id, holds: rows.length }).toEqual({ group, id: hit.id, holds: 1 });
      }
    // And it finds what the base word finds first, in every group.
    const byBase = await search(base);
    for (const group of ['dercler', 'xeberler', 'jurnallar', 'musahibeler'] as const)
      expect(found[group].map((h) => h.id)).toEqual(
        expect.arrayContaining(byBase[group].slice(0, 3).map((h) => h.id)),
      );
  });
});
