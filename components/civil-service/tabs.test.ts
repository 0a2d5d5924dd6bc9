import { CIVIL_SERVICE_TABS, tabAfterKey, tabFromHash } from './tabs';

const hashes = CIVIL_SERVICE_TABS.map((t) => t.hash);

describe('tabFromHash', () => {
  it('selects the tab the hash names', () => {
    expect(tabFromHash('#musahibe-neticeleri', hashes)).toBe('musahibe-neticeleri');
  });

  it('falls back to the first tab', () => {
    expect(tabFromHash('', hashes)).toBe('daxili-musahibe');
    expect(tabFromHash('#nonsense', hashes)).toBe('daxili-musahibe');
  });
});

describe('tabAfterKey', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 4, 5)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 5)).toBe(4);
    expect(tabAfterKey('Home', 3, 5)).toBe(0);
    expect(tabAfterKey('End', 1, 5)).toBe(4);
    expect(tabAfterKey('Enter', 1, 5)).toBeNull();
  });
});
