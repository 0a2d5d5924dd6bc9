import { formsEnv, rateWindowMinutes } from './env';
import { clientAddress } from './rate-limit';

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

describe('rateWindowMinutes', () => {
  const env = (seconds: number) => ({ ...formsEnv(), FORM_RATE_WINDOW_S: seconds });
  it('is the window in whole minutes, rounded up (what a no-JavaScript refusal says to wait)', () => {
    expect(rateWindowMinutes(env(600))).toBe(10);
    expect(rateWindowMinutes(env(61))).toBe(2);
    expect(rateWindowMinutes(env(1))).toBe(1);
  });
});
