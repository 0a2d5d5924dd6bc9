import { highlightSegments } from '@/lib/features/search/highlight';
import { SYNONYMS } from './levers/synonyms';
import { matchedTerms, querySlots, synonymWords, wholeQuerySynonyms } from './synonyms';
import { queryTerms } from './terms';

/** The places of a query as words: each place's alternatives, each a phrase of folded words. */
const places = (query: string, lang: 'az' | 'en' = 'az') =>
  querySlots(queryTerms(query, lang), lang).map((slot) =>
    slot.map((phrase) => phrase.map((t) => t.word).join(' ')),
  );

describe('querySlots', () => {
  it('gives an abbreviation its full names, and a full name its abbreviation', () => {
    expect(places('AMB')).toEqual([
      ['amb', 'azerbaycan merkezi banki', 'merkezi bank', 'central bank of azerbaijan', 'cba'],
    ]);
    expect(places('Nazirlər Kabineti')).toEqual([
      ['nazirler kabineti', 'nk', 'cabinet of ministers'],
    ]);
  });

  it('matches a phrase inflected, typed without its letters, among other words', () => {
    expect(places('Mərkəzi Bankın hesabatı')).toEqual([
      ['merkezi bankin', 'amb', 'azerbaycan merkezi banki', 'central bank of azerbaijan', 'cba'],
      ['hesabati'],
    ]);
    expect(places('budce layihesi')[0]).toEqual(['budce', 'budget']);
  });

  it('takes the longest phrase a group has at a place', () => {
    expect(places('Azərbaycan Mərkəzi Bankı')[0]).toEqual([
      'azerbaycan merkezi banki',
      'amb',
      'merkezi bank',
      'central bank of azerbaijan',
      'cba',
    ]);
  });

  it('leaves words without synonyms alone, one place each', () => {
    expect(places('audit hesabatı')).toEqual([['audit'], ['hesabati']]);
  });

  it('matches an abbreviation of up to three letters only as a whole word, typed or added', () => {
    const whole = (query: string, lang: 'az' | 'en') =>
      querySlots(queryTerms(query, lang), lang)
        .flat(2)
        .filter((t) => t.whole)
        .map((t) => t.word);
    expect(whole('BMT', 'en')).toEqual(['bmt', 'un']);
    expect(whole('United Nations', 'en')).toEqual(['bmt', 'un']);
    expect(whole('UN', 'en')).toEqual(['un', 'bmt']);
    expect(whole('unit', 'en')).toEqual([]);
  });
});

describe('marking', () => {
  it('marks the words of a synonym as the search found them, an abbreviation whole', () => {
    const marked = highlightSegments('UN under the Birləşmiş Millətlər flag', 'BMT', 'az')
      .filter((s) => s.match)
      .map((s) => s.text);
    expect(marked).toEqual(['UN', 'Birləşmiş', 'Millətlər']);
    expect(matchedTerms('audit', 'az').map((t) => t.word)).toEqual(['audit']);
  });
});

describe('synonymWords', () => {
  it('holds the words a group lists as they are, not a misspelling sharing a stem', () => {
    expect(synonymWords(queryTerms('büdcə', 'en'), 'en')).toEqual(new Set(['budce']));
    expect(synonymWords(queryTerms('procurment', 'en'), 'en')).toEqual(new Set());
  });
});

describe('wholeQuerySynonyms', () => {
  it('names the first others of the group when the whole query is one of its phrases', () => {
    expect(wholeQuerySynonyms('AMB', 'az', 2)).toEqual([
      'Azərbaycan Mərkəzi Bankı',
      'Mərkəzi Bank',
    ]);
    expect(wholeQuerySynonyms('budget', 'en', 2)).toEqual(['büdcə']);
    expect(wholeQuerySynonyms('AMB hesabatı', 'az', 2)).toEqual([]);
    expect(wholeQuerySynonyms('audit', 'az', 2)).toEqual([]);
  });
});

describe('the synonyms list', () => {
  it('has groups of two to six phrases of up to four words, no phrase in two groups', () => {
    const seen = new Set<string>();
    for (const group of SYNONYMS) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      expect(group.length).toBeLessThanOrEqual(6);
      for (const phrase of group) {
        const words = queryTerms(phrase, 'az').map((t) => t.word);
        expect({ phrase, fits: words.length >= 1 && words.length <= 4 }).toEqual({
          phrase,
          fits: true,
        });
        const key = words.join(' ');
        expect({ phrase, twice: seen.has(key) }).toEqual({ phrase, twice: false });
        seen.add(key);
      }
    }
  });
});

describe('every pair of the synonyms list (issue 57)', () => {
  const pairs = SYNONYMS.flatMap((group) =>
    group.flatMap((phrase) =>
      (['az', 'en'] as const).map((lang) => [phrase, lang, group] as const),
    ),
  );

  it.each(pairs)('%s (%s) reaches every other phrase of its group', (phrase, lang, group) => {
    const slots = querySlots(queryTerms(phrase, lang), lang);
    expect(slots).toHaveLength(1);
    const reached = slots[0]!.slice(1).map((p) => p.map((t) => t.word).join(' '));
    const others = group
      .filter((other) => other !== phrase)
      .map((other) =>
        queryTerms(other, lang)
          .map((t) => t.word)
          .join(' '),
      );
    expect(reached.sort()).toEqual(others.sort());
  });

  it('reaches the long forms of an abbreviation both ways, in both languages', () => {
    expect(places('İT auditi')[0]).toEqual([
      'it',
      'informasiya texnologiyalari',
      'information technology',
    ]);
    expect(places('IT audit', 'en')[0]).toEqual([
      'it',
      'informasiya texnologiyalari',
      'information technology',
    ]);
    expect(places('information technology', 'en')[0]).toContain('it');
    expect(places('informasiya texnologiyaları')[0]).toContain('it');
  });

  it('matches an abbreviation that is an English word in titles only on English pages', () => {
    const own = querySlots(queryTerms('IT', 'en'), 'en')[0]![0]![0]!;
    expect(own).toMatchObject({ word: 'it', whole: true, titleOnly: true });
    expect(querySlots(queryTerms('İT', 'az'), 'az')[0]![0]![0]!.titleOnly).toBeUndefined();
  });
});
