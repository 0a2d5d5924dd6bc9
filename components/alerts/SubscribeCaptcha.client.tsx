'use client';

import { useEffect, useRef } from 'react';
import { Captcha, type CaptchaConfig, type CaptchaHandle } from '@/components/forms/Captcha.client';

/**
 * The captcha of the e-mail updates form (the request form's: ALTCHA, or
 * reCAPTCHA v3 when configured). The form itself is plain HTML posted by the
 * browser; this leaf only waits for the captcha's token before it goes.
 */
export function SubscribeCaptcha({ config, id }: { config: CaptchaConfig; id: string }) {
  const captcha = useRef<CaptchaHandle>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const form = field.current?.form;
    if (!form) return;
    let ready = false;
    const onSubmit = (e: SubmitEvent) => {
      if (ready) return;
      e.preventDefault();
      void captcha.current?.token().then((token) => {
        if (field.current) field.current.value = token ?? '';
        ready = true;
        form.requestSubmit(e.submitter as HTMLElement | null);
      });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  return (
    <>
      <Captcha config={config} id={id} ref={captcha} />
      <input ref={field} type="hidden" name="verified_token" />
    </>
  );
}
