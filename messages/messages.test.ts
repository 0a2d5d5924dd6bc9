import fs from 'node:fs';
import path from 'node:path';
import { MESSAGE_AREAS, loadMessages } from './index';

type Tree = { [key: string]: string | Tree };

function read(area: string, locale: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(__dirname, `${area}.${locale}.json`), 'utf8'));
}

function keys(obj: Tree, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function values(obj: Tree): string[] {
  return Object.values(obj).flatMap((v) => (typeof v === 'object' ? values(v) : [String(v)]));
}

describe('messages', () => {
  it.each(MESSAGE_AREAS)('%s: the same keys in Azerbaijani and English', (area) => {
    expect(keys(read(area, 'en')).sort()).toEqual(keys(read(area, 'az')).sort());
  });

  it.each(MESSAGE_AREAS)('%s: no empty text', (area) => {
    for (const locale of ['az', 'en']) {
      expect(values(read(area, locale)).filter((v) => v.trim() === '')).toEqual([]);
    }
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
