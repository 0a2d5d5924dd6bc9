import { formsEnv, rateWindowMinutes } from './env';

describe('rateWindowMinutes', () => {
  const env = (seconds: number) => ({ ...formsEnv(), FORM_RATE_WINDOW_S: seconds });
  it('is the window in whole minutes, rounded up (what a no-JavaScript refusal says to wait)', () => {
    expect(rateWindowMinutes(env(600))).toBe(10);
    expect(rateWindowMinutes(env(61))).toBe(2);
    expect(rateWindowMinutes(env(1))).toBe(1);
  });
});
