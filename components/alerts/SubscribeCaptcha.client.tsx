'use client';

import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import type { CaptchaConfig, CaptchaHandle } from '@/components/forms/Captcha.client';
import captchaStyles from '@/components/forms/captcha.module.css';
import { useFormTurnedTo } from '@/components/forms/use-form-turned-to';

/**
 * The captcha module (ALTCHA's widget and its CSS, or reCAPTCHA), loaded only
 * when the visitor turns to the form: the lists that carry this form do not
 * pay for it in their HTML or their first JavaScript (docs/alerts.md).
 */
const Captcha = lazy(() =>
  import('@/components/forms/Captcha.client').then((m) => ({ default: m.Captcha })),
);

/** The longest a submission waits for the captcha's module to arrive (ms). */
const LOAD_WAIT_MS = 15_000;

/**
 * The captcha of the e-mail updates form (the request form's: ALTCHA, or
 * reCAPTCHA v3 when configured). The form itself is plain HTML posted by the
 * browser. The captcha is loaded on the first focus or touch inside the form
 * and ALTCHA starts solving at once (its widget holds a submission back until
 * it has solved, as on the request form). With reCAPTCHA, a submission waits
 * for the module and its token, which this leaf puts in a hidden field, then
 * goes.
 */
export function SubscribeCaptcha({
  config,
  id,
  challenge,
}: {
  config: CaptchaConfig;
  id: string;
  /** where ALTCHA gets its challenge (given by the server: lib/features/alerts/paths reads the server's settings) */
  challenge: string;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [wanted, want] = useFormTurnedTo(anchor);
  const field = useRef<HTMLInputElement>(null);
  const handle = useRef<CaptchaHandle | null>(null);
  const waiting = useRef<((h: CaptchaHandle) => void)[]>([]);
  const setHandle = useCallback((h: CaptchaHandle | null) => {
    handle.current = h;
    if (h) for (const resolve of waiting.current.splice(0)) resolve(h);
  }, []);

  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    let passed = false;
    const loaded = () =>
      new Promise<CaptchaHandle | null>((resolve) => {
        if (handle.current) return resolve(handle.current);
        waiting.current.push(resolve);
        setTimeout(() => resolve(null), LOAD_WAIT_MS);
      });
    // ALTCHA's widget holds a submission back itself until it has solved; reCAPTCHA's token is
    // fetched here, once its module has arrived.
    const onSubmit = (e: SubmitEvent) => {
      if (passed || config.kind !== 'recaptcha') return;
      e.preventDefault();
      want();
      const submitter = e.submitter;
      const answered = loaded()
        .then((h) => h?.token() ?? null)
        .catch(() => null)
        .then((token) => {
          if (field.current) field.current.value = token ?? '';
        });
      void answered.then(() => {
        passed = true;
        form.requestSubmit(submitter);
      });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [config.kind, want]);

  return (
    // ALTCHA's box is kept before the widget is loaded (components/forms/captcha.module.css).
    <div ref={anchor} className={config.kind === 'altcha' ? captchaStyles.altchaBox : undefined}>
      {wanted ? (
        <Suspense fallback={null}>
          <Captcha config={config} id={id} ref={setHandle} challenge={challenge} start="onload" />
        </Suspense>
      ) : null}
      {config.kind === 'recaptcha' ? (
        <input ref={field} type="hidden" name="verified_token" />
      ) : null}
    </div>
  );
}
