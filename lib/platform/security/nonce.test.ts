import { createNonce } from './nonce';

describe('createNonce', () => {
  const saved = process.env.CSP_NONCE_PLACEHOLDER;
  afterEach(() => {
    if (saved === undefined) delete process.env.CSP_NONCE_PLACEHOLDER;
    else process.env.CSP_NONCE_PLACEHOLDER = saved;
  });

  it('is 128 random bits, different each time', () => {
    delete process.env.CSP_NONCE_PLACEHOLDER;
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
  it('is the deployment placeholder behind the nonce-renewing proxy', () => {
    process.env.CSP_NONCE_PLACEHOLDER = '0123456789abcdef0123456789abcdef';
    expect(createNonce()).toBe('0123456789abcdef0123456789abcdef');
  });
  it('ignores a placeholder too short or with characters a nonce cannot carry', () => {
    for (const bad of ['short', `abc"def'0123456789`]) {
      process.env.CSP_NONCE_PLACEHOLDER = bad;
      expect(createNonce()).not.toBe(bad);
    }
  });
});
