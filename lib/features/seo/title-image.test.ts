/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/og', () => ({ ImageResponse: jest.fn() }));
import { previewTitle } from './title-image';

describe('previewTitle', () => {
  it('keeps Azerbaijani, Cyrillic and punctuation', () => {
    expect(previewTitle('Şəffaflıq: “Ğ, İ, ı, Ə” — Аудит 2026')).toBe(
      'Şəffaflıq: “Ğ, İ, ı, Ə” — Аудит 2026',
    );
  });

  it('leaves out what the bundled font cannot draw', () => {
    expect(previewTitle('Audit 审计 report 🎉')).toBe('Audit report');
  });

  it('cuts a long title at a word', () => {
    const out = previewTitle('söz '.repeat(60));
    expect(out.length).toBeLessThanOrEqual(151);
    expect(out.endsWith('söz…')).toBe(true);
  });
});
