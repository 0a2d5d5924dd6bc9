import { monthsBetween } from './age';

describe('monthsBetween', () => {
  it('counts whole months, a month only once its day is reached', () => {
    expect(monthsBetween('2024-03-12', new Date('2026-11-28T00:00:00Z'))).toBe(32);
    expect(monthsBetween('2026-10-29', new Date('2026-11-28T00:00:00Z'))).toBe(0);
    expect(monthsBetween('2026-10-28', new Date('2026-11-28T00:00:00Z'))).toBe(1);
  });

  it('is never negative, and 0 for a date it cannot read', () => {
    expect(monthsBetween('2030-01-01', new Date('2026-11-28T00:00:00Z'))).toBe(0);
    expect(monthsBetween('not a date', new Date('2026-11-28T00:00:00Z'))).toBe(0);
  });
});
