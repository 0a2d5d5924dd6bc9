import { readEnvelope } from './envelope';

describe('readEnvelope', () => {
  it('normalises the spec envelope: status true/false or 1/0, message or null/absent', () => {
    expect(readEnvelope({ status: true, message: 'ok', data: [] })).toEqual({
      status: true,
      message: 'ok',
    });
    expect(readEnvelope({ status: 1 })).toEqual({ status: true, message: '' });
    expect(readEnvelope({ status: 0, message: null })).toEqual({ status: false, message: '' });
    expect(readEnvelope({ status: false, message: 'Captcha yanlışdır' })).toEqual({
      status: false,
      message: 'Captcha yanlışdır',
    });
  });

  it('refuses what is not the envelope', () => {
    for (const json of [
      null,
      'ok',
      42,
      [],
      [{ status: true }],
      {},
      { status: 'true' },
      { status: 2 },
      { status: null },
      { status: true, message: 5 },
      { status: true, message: { text: 'x' } },
    ])
      expect(readEnvelope(json)).toBeNull();
  });
});
