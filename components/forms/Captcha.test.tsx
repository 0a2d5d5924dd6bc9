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

// The widget itself is not loaded here: the test plays its events on the element.
jest.mock('altcha', () => ({}), { virtual: true });
jest.mock('altcha/i18n/az', () => ({}), { virtual: true });
jest.mock('altcha/altcha.css', () => ({}), { virtual: true });

test('ALTCHA: solves on focus, and a token asked while it solves waits for the solution', async () => {
  const ref = createRef<CaptchaHandle>();
  const { container } = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Captcha config={{ kind: 'altcha' }} id="captcha" ref={ref} />
    </NextIntlClientProvider>,
  );
  const widget = container.querySelector('altcha-widget')!;
  expect(widget.getAttribute('auto')).toBe('onfocus');
  const state = (s: string, payload?: string) =>
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: s, payload } }));
    });
  expect(await ref.current!.token()).toBeNull(); // nothing solved, nothing under way
  state('verifying');
  let token: string | null | undefined;
  const asked = ref.current!.token().then((t) => (token = t));
  await new Promise((r) => setTimeout(r, 20));
  expect(token).toBeUndefined(); // still waiting
  state('verified', 'payload-1');
  await asked;
  expect(token).toBe('payload-1');
  state('verifying');
  const failed = ref.current!.token();
  state('error');
  expect(await failed).toBeNull();
});
