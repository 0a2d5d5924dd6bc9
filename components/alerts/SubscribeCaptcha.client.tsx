'use client';

import { useEffect, useRef } from 'react';
import { Captcha, type CaptchaConfig, type CaptchaHandle } from '@/components/forms/Captcha.client';

/**
 * The captcha of the e-mail updates form (the request form's: ALTCHA, or
 * reCAPTCHA v3 when configured). The form itself is plain HTML posted by the
 * browser: ALTCHA's widget adds its own `verified_token` field; with
 * reCAPTCHA this leaf fetches a token into a hidden field before the post goes.
 */
export function SubscribeCaptcha({
  config,
  id,
  challenge,
}: {
  config: CaptchaConfig;
  id: string;
  /** where ALTCHA gets its challenge (given by the server: lib/alerts/paths reads the server's settings) */
  challenge: string;
}) {
  const captcha = useRef<CaptchaHandle>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const form = field.current?.form;
    if (!form || config.kind !== 'recaptcha') return;
    let ready = false;
    const onSubmit = (e: SubmitEvent) => {
      const handle = captcha.current;
      if (ready || !handle) return;
      e.preventDefault();
      const submitter = e.submitter;
      void handle
        .token()
        .catch(() => null)
        .then((token) => {
          if (field.current) field.current.value = token ?? '';
          ready = true;
          form.requestSubmit(submitter);
        });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [config.kind]);

  return (
    <>
      <Captcha config={config} id={id} ref={captcha} challenge={challenge} />
      {config.kind === 'recaptcha' ? (
        <input ref={field} type="hidden" name="verified_token" />
      ) : null}
    </>
  );
}
