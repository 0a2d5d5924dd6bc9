import { zeroResultText } from './text';

describe('zeroResultText', () => {
  it('folds as the search folds: case, Azerbaijani letters, spaces and punctuation', () => {
    expect(zeroResultText('  Səhiyyə   Nazirliyi! ')).toBe('sehiyye nazirliyi');
    expect(zeroResultText('sehiyye, NAZİRLİYİ')).toBe('sehiyye nazirliyi');
    expect(zeroResultText('COVID-19 <script>alert(1)</script>')).toBe(
      'covid 19 script alert 1 script',
    );
  });

  it('keeps the first eight words and at most 100 characters', () => {
    expect(zeroResultText('a b c d e f g h i j')).toBe('a b c d e f g h');
    expect(zeroResultText('x'.repeat(500))).toBe('x'.repeat(100));
    expect(zeroResultText(`${'söz '.repeat(3)}${'y'.repeat(200)}`)).toHaveLength(100);
  });

  it('drops e-mail addresses and long numbers: phone, identity card, passport', () => {
    expect(zeroResultText('ad.soyad@mail.az müraciət')).toBe('muraciet');
    expect(zeroResultText('0501234567 şikayət')).toBe('sikayet');
    expect(zeroResultText('AA1234567')).toBeNull();
    expect(zeroResultText('+994 50 123 45 67 zəng')).toBe('zeng');
    expect(zeroResultText('(050) 123-45-67')).toBeNull();
  });

  it('keeps years, year ranges and short numbers', () => {
    expect(zeroResultText('büdcə 2024-2025')).toBe('budce 2024 2025');
    expect(zeroResultText('ISSAI 140')).toBe('issai 140');
    expect(zeroResultText('2024 2025')).toBe('2024 2025');
  });

  it('is null when nothing is left', () => {
    expect(zeroResultText('  !!! ')).toBeNull();
    expect(zeroResultText('')).toBeNull();
  });
});
