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

// The widget itself is not loaded here: the test plays its events on the element, and sees when
// its module is asked for.
const mockLoaded = jest.fn();
jest.mock(
  'altcha',
  () => {
    mockLoaded();
    return {};
  },
  { virtual: true },
);
jest.mock('altcha/i18n/az', () => ({}), { virtual: true });
jest.mock('altcha/altcha.css', () => ({}), { virtual: true });

test('ALTCHA: fetched and solving from the first focus in its form; a token asked meanwhile waits for the outcome', async () => {
  const ref = createRef<CaptchaHandle>();
  const { container, getByLabelText } = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <form>
        <input aria-label="Name" />
        <Captcha config={{ kind: 'altcha' }} id="captcha" ref={ref} />
      </form>
    </NextIntlClientProvider>,
  );
  const widget = container.querySelector('altcha-widget')!;
  expect(widget.getAttribute('auto')).toBe('onload');
  // Not with the page: only once the visitor turns to the form.
  await new Promise((r) => setTimeout(r, 20));
  expect(mockLoaded).not.toHaveBeenCalled();
  act(() => getByLabelText('Name').focus());
  await waitFor(() => expect(mockLoaded).toHaveBeenCalledTimes(1));

  const state = (s: string, payload?: string) =>
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: s, payload } }));
    });
  // Asked before the widget has even started (a quick submission): it waits for the outcome.
  let token: string | null | undefined;
  const asked = ref.current!.token().then((t) => (token = t));
  await new Promise((r) => setTimeout(r, 20));
  expect(token).toBeUndefined();
  state('verifying');
  await new Promise((r) => setTimeout(r, 20));
  expect(token).toBeUndefined(); // still solving
  state('verified', 'payload-1');
  await asked;
  expect(token).toBe('payload-1');
  expect(await ref.current!.token()).toBe('payload-1');

  state('verifying');
  const failed = ref.current!.token();
  state('error');
  expect(await failed).toBeNull();
  // After an error there is nothing to wait for.
  expect(await ref.current!.token()).toBeNull();
});

test('ALTCHA: a token asked once the widget is back to unverified (a click outside its error message) starts it again', async () => {
  const fire = (el: HTMLElement, state: string, payload?: string) =>
    el.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  const verify = jest.fn(function (this: HTMLElement) {
    fire(this, 'verifying');
    setTimeout(() => fire(this, 'verified', 'payload-2'), 10);
    return Promise.resolve(null);
  });
  customElements.define(
    'altcha-widget',
    class extends HTMLElement {
      verify = verify;
      reset() {}
    },
  );
  const ref = createRef<CaptchaHandle>();
  const { container } = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Captcha config={{ kind: 'altcha' }} id="captcha" ref={ref} start="onload" />
    </NextIntlClientProvider>,
  );
  const widget = container.querySelector<HTMLElement>('altcha-widget')!;
  act(() => fire(widget, 'error'));
  act(() => fire(widget, 'unverified'));
  expect(await ref.current!.token()).toBe('payload-2');
  expect(verify).toHaveBeenCalledTimes(1);
});
