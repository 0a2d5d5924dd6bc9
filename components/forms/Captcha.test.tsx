/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { createRef } from 'react';
import { Captcha, type CaptchaHandle } from './Captcha.client';

const messages = { Captcha: { recaptcha: 'Protected by reCAPTCHA.' } };

function renderCaptcha(ref = createRef<CaptchaHandle>()) {
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Captcha config={{ kind: 'recaptcha', siteKey: 'site-key-1' }} id="captcha" ref={ref} />
    </NextIntlClientProvider>,
  );
  return { ref, ...view };
}

const scripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.includes('recaptcha/api.js'));

afterEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

test('reCAPTCHA v3: Google script added once by the provider, token asked with the forms action', async () => {
  const execute = jest.fn().mockResolvedValue('token-1');
  const { ref, unmount } = renderCaptcha();
  await waitFor(() => expect(scripts()).toHaveLength(1));
  expect(scripts()[0]!.src).toContain('render=site-key-1');
  expect(await ref.current!.token()).toBeNull(); // the script has not loaded yet
  (window as { grecaptcha?: unknown }).grecaptcha = { ready: (cb: () => void) => cb(), execute };
  act(() => {
    scripts()[0]!.dispatchEvent(new Event('load'));
  });
  await waitFor(async () => expect(await ref.current!.token()).toBe('token-1'));
  expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'submit' });
  unmount();
  expect(scripts()).toHaveLength(0);
});
