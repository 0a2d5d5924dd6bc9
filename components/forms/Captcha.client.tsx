'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { cspNonce } from '@/lib/client/csp-nonce';
import 'altcha/altcha.css';
import styles from './forms.module.css';

export type CaptchaConfig = { kind: 'altcha' } | { kind: 'recaptcha'; siteKey: string };

export interface CaptchaHandle {
  /** the token to send, or null when the visitor has not passed the check */
  token(): Promise<string | null>;
  /** a new check after a submission (a solution is used once) */
  reset(): void;
}

interface Props {
  config: CaptchaConfig;
  id: string;
  error?: string;
  ref?: Ref<CaptchaHandle>;
}

type Grecaptcha = {
  ready(cb: () => void): void;
  execute(key: string, opts: { action: string }): Promise<string>;
};
type AltchaElement = HTMLElement & { reset(): void };

/**
 * The captcha of the forms: the self-hosted ALTCHA widget (a proof of work
 * solved in the browser; the widget is loaded in an effect because it
 * touches `window` at import), or Google reCAPTCHA v3 when configured.
 * An expired solution is cleared.
 */
export function Captcha({ config, id, error, ref }: Props) {
  const t = useTranslations('Captcha');
  const locale = useLocale();
  const widget = useRef<AltchaElement>(null);
  const token = useRef<string | null>(null);

  useEffect(() => {
    if (config.kind === 'recaptcha') {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(config.siteKey)}`;
      script.async = true;
      script.nonce = cspNonce() ?? '';
      document.head.appendChild(script);
      return () => script.remove();
    }
    // The widget would add its CSS as an inline <style> the CSP refuses; it
    // skips that when an element with this id exists, and its CSS comes as a
    // style sheet with this module instead. Its solver runs in blob: workers.
    if (!document.getElementById('altcha-css')) {
      const marker = document.createElement('meta');
      marker.id = 'altcha-css';
      document.head.append(marker);
    }
    void import('altcha').then(() => (locale === 'az' ? import('altcha/i18n/az') : undefined));
    const el = widget.current;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      token.current = detail.state === 'verified' && detail.payload ? detail.payload : null;
    };
    const onExpired = () => {
      token.current = null;
    };
    el?.addEventListener('statechange', onState);
    el?.addEventListener('expired', onExpired);
    return () => {
      el?.removeEventListener('statechange', onState);
      el?.removeEventListener('expired', onExpired);
    };
  }, [config, locale]);

  useImperativeHandle(ref, () => ({
    async token() {
      if (config.kind === 'altcha') return token.current;
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!g) return null;
      await new Promise<void>((resolve) => g.ready(resolve));
      return g.execute(config.siteKey, { action: 'submit' }).catch(() => null);
    },
    reset() {
      token.current = null;
      widget.current?.reset();
    },
  }));

  const errorId = `${id}-error`;
  return (
    <div className={styles.captcha} id={id} tabIndex={-1}>
      {config.kind === 'altcha' ? (
        <altcha-widget
          ref={widget as Ref<HTMLElement>}
          challenge="/api/captcha/challenge"
          language={locale}
          name="verified_token"
          aria-describedby={error ? errorId : undefined}
        />
      ) : (
        <p className={styles.hint}>{t('recaptcha')}</p>
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
