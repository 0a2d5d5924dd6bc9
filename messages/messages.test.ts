import fs from 'node:fs';
import path from 'node:path';
import { messageGaps } from './gaps';
import { MESSAGE_AREAS, loadMessages } from './index';

type Tree = { [key: string]: string | Tree };

function read(area: string, locale: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(__dirname, `${area}.${locale}.json`), 'utf8'));
}

function values(obj: Tree): string[] {
  return Object.values(obj).flatMap((v) => (typeof v === 'object' ? values(v) : [String(v)]));
}

/**
 * Texts that are the same in both languages on purpose: names (brands, formats), words
 * Azerbaijani shares with English (Media, Status, Audit, Problem) and texts that are only
 * placeholders. A new entry is a decision: say why beside it.
 */
const SAME_IN_BOTH: Record<(typeof MESSAGE_AREAS)[number], string[]> = {
  core: [
    'Footer.media',
    'Share.facebook',
    'Share.x',
    'Share.whatsapp',
    'ListData.json',
    'Preview.levels.error',
  ],
  publications: [],
  home: ['SearchPage.chipCount', 'SearchPage.chipMore'],
  documents: [
    'Tracker.status',
    'Tracker.json',
    'Tracker.columns.status_name',
    'Recommendation.description',
    'Recommendation.record',
    // a dash for "none" in a table cell
    'Translations.none',
  ],
  forms: [],
  alerts: ['Alerts.feedView', 'Alerts.filteredView'],
  feedback: [],
  accessibility: [],
  // a dash for "none" in a table cell
  requests: ['RequestFigures.none'],
};

describe('messages', () => {
  it.each(MESSAGE_AREAS)(
    '%s: every key in both languages, none empty, no English text left in Azerbaijani',
    (area) => {
      expect(messageGaps(read(area, 'az'), read(area, 'en'), new Set(SAME_IN_BOTH[area]))).toEqual(
        [],
      );
    },
  );

  it('find a planted gap of each kind (the check above can fail)', () => {
    const az = read('core', 'az');
    const en = structuredClone(read('core', 'en'));
    const header = en.Header as Tree;
    delete header.switchTo;
    header.skip = ' ';
    header.search = (az.Header as Tree).searchLabel!;
    header.searchLabel = (az.Header as Tree).searchLabel!;
    header.only = 'English only';
    expect(messageGaps(az, en, new Set(SAME_IN_BOTH.core))).toEqual([
      'Header.switchTo: English missing',
      'Header.skip: English empty',
      'Header.searchLabel: English is the Azerbaijani text',
      'Header.search: Azerbaijani missing',
      'Header.only: Azerbaijani missing',
    ]);
    // A name allowed to be the same is not a gap.
    expect(messageGaps(az, read('core', 'en'), new Set(SAME_IN_BOTH.core))).toEqual([]);
    expect(messageGaps(az, read('core', 'en'))).toContain(
      'Share.facebook: English is the Azerbaijani text',
    );
  });

  it('word a CSV download one way in each language (it was "for Excel" here, "for spreadsheets" there)', () => {
    for (const locale of ['az', 'en']) {
      const wordings = MESSAGE_AREAS.flatMap((area) =>
        values(read(area, locale)).flatMap((v) => v.match(/CSV \([^)]*\)/g) ?? []),
      );
      expect(wordings.length).toBeGreaterThan(1);
      expect(new Set(wordings)).toEqual(new Set([wordings[0]]));
    }
  });

  it('give every namespace to one area only', () => {
    const namespaces = MESSAGE_AREAS.flatMap((area) => Object.keys(read(area, 'az')));
    expect(namespaces.filter((n, i) => namespaces.indexOf(n) !== i)).toEqual([]);
  });

  it('merge every area and keep the spec texts', async () => {
    const az = await loadMessages('az');
    expect(az.Errors.unknown).toBe('Bilinməyən xəta baş verdi');
    expect(az.Errors.notFoundTitle).toBe('Səhifə tapılmadı');
    expect(az.Footer.copyright).toContain('2013 - 2021');
    const en = await loadMessages('en');
    expect(en.Errors.unknown).not.toBe(az.Errors.unknown);
  });
});
