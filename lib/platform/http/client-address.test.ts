import { clientAddress } from './client-address';

describe('clientAddress', () => {
  const forged = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' });

  it('uses the socket address when no proxy is trusted (TRUSTED_PROXIES=0)', () => {
    expect(clientAddress(forged, 0)).toBe('10.0.0.2');
  });
  it('takes the address the trusted proxy saw, not what the client claimed', () => {
    expect(clientAddress(forged, 1)).toBe('203.0.113.9');
  });
  it('never reads past the start of the chain', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.2' }), 3)).toBe('10.0.0.2');
    expect(clientAddress(new Headers(), 0)).toBe('unknown');
  });
});
