import { fieldErrorCodes, requestFields, withoutInstitutionUnlessProposal } from './request-form';

const valid = {
  ad: ' Aysel ',
  soyad: 'Məmmədova',
  ata_ad: 'Rauf',
  olke: 'Azərbaycan',
  seher: 'Bakı',
  unvan: 'Nizami küç. 1',
  tevellud: '1990-01-31',
  nomre: '+994 50 123 45 67',
  e_poct: 'aysel@example.az',
  sosial_durum: '',
  muraciet_novu: '1',
  qurum: '3',
  qurum_text: '',
  muraciet_metni: 'ə'.repeat(100),
};

const codes = (input: Record<string, unknown>) => {
  const r = requestFields.safeParse(input);
  return r.success ? {} : fieldErrorCodes(r.error);
};

describe('the request form schema (browser and server)', () => {
  it('accepts a complete request, trimmed, with choices as numbers', () => {
    const r = requestFields.parse(valid);
    expect(r.ad).toBe('Aysel');
    expect(r.muraciet_novu).toBe(1);
    expect(r.sosial_durum).toBeUndefined();
    expect(r.qurum_text).toBeUndefined();
  });

  it('refuses control characters and counts invisible-only text as empty', () => {
    expect(
      codes({
        ...valid,
        ad: 'Ay\u0000sel',
        soyad: '\u200b\u200d',
        olke: '\u00a0\u2060\ufeff',
        unvan: 'Nizami\u001b[2J',
        muraciet_metni: 'ə'.repeat(99) + '\u0007',
        qurum_text: '\u0085',
      }),
    ).toEqual({
      ad: 'characters',
      soyad: 'required',
      olke: 'required',
      unvan: 'characters',
      muraciet_metni: 'characters',
      qurum_text: 'characters',
    });
    // Line breaks and tabs in the text are fine; so are joiners inside real words.
    expect(codes({ ...valid, muraciet_metni: 'ə\r\n\t'.repeat(40), ad: 'Ay\u200dsel' })).toEqual(
      {},
    );
  });

  it('names every missing mandatory field', () => {
    expect(codes({})).toEqual({
      ad: 'required',
      soyad: 'required',
      ata_ad: 'required',
      olke: 'required',
      seher: 'required',
      unvan: 'required',
      tevellud: 'required',
      nomre: 'required',
      e_poct: 'required',
      muraciet_novu: 'required',
      muraciet_metni: 'required',
    });
    expect(codes({ ...valid, ad: '   ' })).toEqual({ ad: 'required' });
  });

  it('keeps the text between 100 and 2000 characters', () => {
    expect(codes({ ...valid, muraciet_metni: 'a'.repeat(99) })).toEqual({
      muraciet_metni: 'textTooShort',
    });
    expect(codes({ ...valid, muraciet_metni: `  ${'a'.repeat(99)}  ` })).toEqual({
      muraciet_metni: 'textTooShort',
    });
    expect(codes({ ...valid, muraciet_metni: 'a'.repeat(2000) })).toEqual({});
    expect(codes({ ...valid, muraciet_metni: 'a'.repeat(2001) })).toEqual({
      muraciet_metni: 'textTooLong',
    });
  });

  it.each([
    ['e_poct', 'aysel@', 'email'],
    ['e_poct', 'aysel example.az', 'email'],
    ['nomre', '12-34', 'phone'],
    ['nomre', 'call me', 'phone'],
    ['tevellud', '1990-02-30', 'date'],
    ['tevellud', '31-01-1990', 'date'],
    ['tevellud', '2999-01-01', 'dateFuture'],
    ['tevellud', '1850-01-01', 'dateTooOld'],
    ['muraciet_novu', 'five', 'invalid'],
    ['sosial_durum', '-1', 'invalid'],
    ['ad', 'a'.repeat(101), 'tooLong'],
  ])('refuses %s = %j as %s', (field, value, code) => {
    expect(codes({ ...valid, [field]: value })).toEqual({ [field]: code });
  });

  it('drops the institution unless the request is an audit proposal', () => {
    const regular = withoutInstitutionUnlessProposal(requestFields.parse(valid));
    expect(regular.qurum).toBeUndefined();
    const proposal = withoutInstitutionUnlessProposal(
      requestFields.parse({ ...valid, muraciet_novu: '5' }),
    );
    expect(proposal.qurum).toBe(3);
  });
});
