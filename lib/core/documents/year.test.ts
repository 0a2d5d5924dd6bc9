import { pickYear } from './year';

describe('pickYear', () => {
  const years = [2023, 2025, 2024];

  it('takes a year the source offers', () => {
    expect(pickYear('2024', years)).toBe(2024);
    expect(pickYear(['2023', '2025'], years)).toBe(2023);
  });

  it('falls back to the latest year for nonsense or unknown years', () => {
    expect(pickYear(undefined, years)).toBe(2025);
    expect(pickYear('2019', years)).toBe(2025);
    expect(pickYear('20x4', years)).toBe(2025);
    expect(pickYear('', years)).toBe(2025);
  });

  it('has no year when the source has none', () => {
    expect(pickYear('2024', [])).toBeUndefined();
  });
});
