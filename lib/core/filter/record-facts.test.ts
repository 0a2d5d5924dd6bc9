import { factFilterQuery } from './fact-filter';
import { recordFacts } from './record-facts';

const none = {
  type: 2,
  type_title: '',
  audit_nov: null,
  audit_nov_title: null,
  audit_sahe: null,
  audit_sahe_title: null,
  cografiya: null,
  cografiya_title: null,
  rey_nov: null,
  rey_nov_title: null,
  rey_merhele: null,
  rey_merhele_title: null,
  fealiyyet_nov: null,
  fealiyyet_nov_title: null,
  il: null,
  il_title: null,
};

const audit = {
  ...none,
  type_short_title: 'audit',
  type_title: 'Audit',
  audit_nov: 1,
  audit_nov_title: 'Uyğunluq auditi',
  audit_sahe: 4,
  audit_sahe_title: 'Nəqliyyat və infrastruktur',
  cografiya: 8,
  cografiya_title: 'Şərqi Zəngəzur iqtisadi rayonu',
  il: 2026,
  il_title: '2026',
};

/** Each fact's label field, text and filter link. */
const facts = (record: Parameters<typeof recordFacts>[0]) =>
  recordFacts(record).map((fact) => [
    fact.field,
    fact.text,
    factFilterQuery(record.type_short_title, fact),
  ]);

describe("a record's facts and their links to the archive filter", () => {
  it('an audit: type, audit type, area and geography link to the filter; the year does not', () => {
    expect(facts(audit)).toEqual([
      ['type', 'Audit', '?type=audit'],
      ['audit_nov', 'Uyğunluq auditi', '?type=audit&audit_nov=1'],
      ['audit_sahe', 'Nəqliyyat və infrastruktur', '?type=audit&audit_sahe=4'],
      ['cografiya', 'Şərqi Zəngəzur iqtisadi rayonu', '?type=audit&cografiya=8'],
      // The filter offers years for activity reports only: a link would list every audit.
      ['il', '2026', null],
    ]);
  });

  it('an opinion: scope and stage link to the filter; geography is for audits only', () => {
    expect(
      facts({
        ...none,
        type: 3,
        type_short_title: 'rey',
        type_title: 'Rəy',
        cografiya: 8,
        cografiya_title: 'Bakı',
        rey_nov: 1,
        rey_nov_title: 'Dövlət büdcəsi',
        rey_merhele: 2,
        rey_merhele_title: 'Büdcənin icrası',
        il: 2025,
      }),
    ).toEqual([
      ['type', 'Rəy', '?type=rey'],
      ['rey_nov', 'Dövlət büdcəsi', '?type=rey&rey_nov=1'],
      ['rey_merhele', 'Büdcənin icrası', '?type=rey&rey_merhele=2'],
      ['il', '2025', null],
    ]);
  });

  it("an activity report: the year links to the filter, the report's kind (no group) does not", () => {
    expect(
      facts({
        ...none,
        type: 1,
        type_short_title: 'fealiyyet-hesabati',
        type_title: 'Fəaliyyət hesabatı',
        fealiyyet_nov: 2,
        fealiyyet_nov_title: 'Yarımillik hesabat',
        il: 2024,
        il_title: '2024',
      }),
    ).toEqual([
      ['type', 'Fəaliyyət hesabatı', '?type=fealiyyet-hesabati'],
      ['fealiyyet_nov', 'Yarımillik hesabat', null],
      ['il', '2024', '?type=fealiyyet-hesabati&il=2024'],
    ]);
  });

  it('leaves out what the source does not give, and links no value without its id', () => {
    expect(
      facts({
        ...audit,
        type_title: undefined,
        audit_nov: null,
        audit_sahe_title: ' ',
        cografiya_title: undefined,
        il_title: undefined,
      }),
    ).toEqual([
      ['audit_nov', 'Uyğunluq auditi', null],
      ['il', '2026', null],
    ]);
  });

  it('a type the filter does not offer has no links', () => {
    expect(facts({ ...audit, type_short_title: 'diger', type_title: 'Digər' })).toEqual([
      ['type', 'Digər', null],
      ['audit_nov', 'Uyğunluq auditi', null],
      ['audit_sahe', 'Nəqliyyat və infrastruktur', null],
      ['il', '2026', null],
    ]);
  });
});
