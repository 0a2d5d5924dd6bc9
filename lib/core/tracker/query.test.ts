import { clampPage, filterParams, parseTrackerQuery, trackerSearch, yearFilter } from './query';

const choices = {
  years: [2025, 2024, 2023],
  qurumlar: [1, 2, 3],
  novler: [1, 2],
  statuslar: [1, 2, 3, 4],
};

describe('parseTrackerQuery', () => {
  it('defaults to the first year the source returns, no other filter, page 1', () => {
    expect(parseTrackerQuery({}, choices)).toEqual({
      il: 2025,
      qurum: undefined,
      nov: undefined,
      status: undefined,
      page: 1,
    });
  });

  it('reads the filters and the page', () => {
    expect(
      parseTrackerQuery({ il: '2023', qurum: '2', nov: '1', status: '4', page: '3' }, choices),
    ).toEqual({ il: 2023, qurum: 2, nov: 1, status: 4, page: 3 });
  });

  it('drops values the source does not offer and nonsense', () => {
    expect(
      parseTrackerQuery({ il: '1999', qurum: '99', nov: 'x', status: '', page: '-2' }, choices),
    ).toEqual({ il: 2025, qurum: undefined, nov: undefined, status: undefined, page: 1 });
    expect(parseTrackerQuery({ page: '0' }, choices).page).toBe(1);
    expect(parseTrackerQuery({ qurum: ['3', '1'] }, choices).qurum).toBe(3);
  });

  it('takes il=all as every year', () => {
    const q = parseTrackerQuery({ il: 'all', page: '2' }, choices);
    expect(q).toMatchObject({ il: 'all', page: 2 });
    expect(yearFilter(q)).toBeUndefined();
    expect(yearFilter({ il: 2024 })).toBe(2024);
    expect(trackerSearch(q)).toBe('?il=all&page=2');
  });

  it('has no year when the source has none', () => {
    expect(parseTrackerQuery({}, { ...choices, years: [] }).il).toBeUndefined();
  });
});

describe('clampPage', () => {
  it('keeps the page within the page count', () => {
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2, 4)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('trackerSearch and filterParams', () => {
  it('write the filters in a fixed order and leave out page 1', () => {
    expect(trackerSearch({ status: 2, il: 2024, page: 1 })).toBe('?il=2024&status=2');
    expect(trackerSearch({ il: 2024, qurum: 1, page: 3 })).toBe('?il=2024&qurum=1&page=3');
    expect(trackerSearch({ page: 1 })).toBe('');
    expect(filterParams({ nov: 2 }).toString()).toBe('nov=2');
  });
});
