import az from './az.json';
import en from './en.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function values(obj: object): string[] {
  return Object.values(obj).flatMap((v) => (v && typeof v === 'object' ? values(v) : [String(v)]));
}

describe('messages', () => {
  it('have the same keys in Azerbaijani and English', () => {
    expect(keys(en).sort()).toEqual(keys(az).sort());
  });

  it('have no empty text', () => {
    expect(values(az).filter((v) => v.trim() === '')).toEqual([]);
    expect(values(en).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('keep the spec texts', () => {
    expect(az.Errors.unknown).toBe('Bilinməyən xəta baş verdi');
    expect(az.Errors.notFoundTitle).toBe('Səhifə tapılmadı');
    expect(az.Footer.copyright).toContain('2013 - 2021');
  });
});
