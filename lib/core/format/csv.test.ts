import { BOM, csvField, toCsv } from './csv';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('the "Azərsu" company')).toBe('"the ""Azərsu"" company"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(2025)).toBe('2025');
    expect(csvField(null)).toBe('');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@a')).toBe("'@a");
  });
});

describe('toCsv', () => {
  it('starts with a BOM, has a header row and CRLF line ends', () => {
    const csv = toCsv(['Qurum', 'Status'], [['“Azərişıq” ASC', 'İcra edilib']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}Qurum,Status\r\n“Azərişıq” ASC,İcra edilib\r\n`);
  });
});
