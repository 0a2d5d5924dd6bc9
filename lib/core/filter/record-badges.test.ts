import { recordBadges } from './record-badges';

const none = {
  audit_nov_title: null,
  audit_sahe_title: null,
  cografiya_title: null,
  rey_nov_title: null,
  rey_merhele_title: null,
  il: null,
};

describe('recordBadges', () => {
  it('shows audit type, area, geography and year for an audit', () => {
    expect(
      recordBadges({
        ...none,
        type_short_title: 'audit',
        audit_nov_title: 'Maliyyə auditi',
        audit_sahe_title: 'Səhiyyə',
        cografiya_title: 'Bakı şəhəri',
        il: 2026,
      }),
    ).toEqual(['Maliyyə auditi', 'Səhiyyə', 'Bakı şəhəri', '2026']);
  });

  it('shows geography only for audits', () => {
    expect(
      recordBadges({
        ...none,
        type_short_title: 'rey',
        cografiya_title: 'Bakı',
        rey_nov_title: 'Dövlət büdcəsi',
        rey_merhele_title: 'Büdcə layihəsi',
        il: 2025,
      }),
    ).toEqual(['Dövlət büdcəsi', 'Büdcə layihəsi', '2025']);
  });

  it('leaves out empty titles', () => {
    expect(
      recordBadges({ ...none, type_short_title: 'fealiyyet-hesabati', rey_nov_title: ' ' }),
    ).toEqual([]);
  });
});
