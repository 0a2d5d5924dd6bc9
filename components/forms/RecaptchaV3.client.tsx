'use client';

import { useEffect } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { cspNonce } from '@/lib/core/client/csp-nonce';

/** Runs a reCAPTCHA v3 check for an action and resolves to its token. */
export type Execute = (action: string) => Promise<string>;

interface Props {
  siteKey: string;
  language: string;
  /** Receives the check once Google's script is ready (null again on unmount). */
  onReady: (execute: Execute | null) => void;
}

function Bridge({ onReady }: Pick<Props, 'onReady'>) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => {
    onReady(executeRecaptcha ?? null);
    return () => onReady(null);
  }, [executeRecaptcha, onReady]);
  return null;
}

/**
 * reCAPTCHA v3 through react-google-recaptcha-v3: the provider lives only here, inside the
 * captcha of a form page (loaded by dynamic import, so pages and ALTCHA setups never fetch it);
 * the provider adds Google's script once and removes it when the form goes away.
 */
export default function RecaptchaV3({ siteKey, language, onReady }: Props) {
  return (
    <GoogleReCaptchaProvider
      reCaptchaKey={siteKey}
      language={language}
      scriptProps={{ async: true, defer: true, appendTo: 'head', nonce: cspNonce() }}
    >
      <Bridge onReady={onReady} />
    </GoogleReCaptchaProvider>
  );
}
