'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  type Ref,
} from 'react';
import { RECAPTCHA_ACTION } from '@/lib/core/forms/captcha/action';
import 'altcha/altcha.css';
import styles from './forms.module.css';
import captchaStyles from './captcha.module.css';
import type { Execute } from './RecaptchaV3.client';

const RecaptchaV3 = lazy(() => import('./RecaptchaV3.client'));

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
  /** where ALTCHA gets its challenge (the forms': /api/captcha/challenge) */
  challenge?: string;
  /**
   * When ALTCHA starts solving: on the first focus of a field (the request
   * form), or at once (a form that loads its captcha on the first touch).
   */
  start?: 'onfocus' | 'onload';
}

type AltchaElement = HTMLElement & { reset(): void };

/** The longest a submission waits for a proof of work already under way (ms). */
const SOLVE_WAIT_MS = 30_000;

/**
 * The captcha of the forms: the self-hosted ALTCHA widget (a proof of work
 * solved in the browser; the widget is loaded in an effect because it
 * touches `window` at import), or Google reCAPTCHA v3 when configured
 * (react-google-recaptcha-v3, loaded only then; action RECAPTCHA_ACTION).
 * ALTCHA starts solving when the visitor first focuses a field of the form
 * (`auto="onfocus"`), so the work is done while they type; a submission made
 * while it is still under way waits for it. An expired solution is cleared.
 */
export function Captcha({
  config,
  id,
  error,
  ref,
  challenge = '/api/captcha/challenge',
  start = 'onfocus',
}: Props) {
  const t = useTranslations('Captcha');
  const locale = useLocale();
  const widget = useRef<AltchaElement>(null);
  const token = useRef<string | null>(null);
  const solving = useRef<Promise<void> | null>(null);
  const settle = useRef<(() => void) | null>(null);
  const execute = useRef<Execute | null>(null);
  const onReady = useCallback((fn: Execute | null) => {
    execute.current = fn;
  }, []);

  useEffect(() => {
    if (config.kind === 'recaptcha') return;
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
      if (!(e instanceof CustomEvent)) return;
      const detail: { state?: unknown; payload?: unknown } = e.detail ?? {};
      token.current =
        detail.state === 'verified' && typeof detail.payload === 'string' && detail.payload
          ? detail.payload
          : null;
      if (detail.state === 'verifying') {
        solving.current ??= new Promise((resolve) => (settle.current = resolve));
      } else {
        settle.current?.();
        solving.current = settle.current = null;
      }
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
      if (config.kind === 'altcha') {
        const pending = solving.current;
        if (pending)
          await Promise.race([pending, new Promise((r) => setTimeout(r, SOLVE_WAIT_MS))]);
        return token.current;
      }
      const run = execute.current;
      if (!run) return null;
      return run(RECAPTCHA_ACTION).catch(() => null);
    },
    reset() {
      token.current = null;
      widget.current?.reset();
    },
  }));

  const errorId = `${id}-error`;
  return (
    <div
      className={
        config.kind === 'altcha' ? `${styles.captcha} ${captchaStyles.altchaBox}` : styles.captcha
      }
      id={id}
      tabIndex={-1}
    >
      {config.kind === 'altcha' ? (
        <altcha-widget
          ref={widget}
          challenge={challenge}
          auto={start}
          language={locale}
          name="verified_token"
          aria-describedby={error ? errorId : undefined}
        />
      ) : (
        <>
          <p className={styles.hint}>{t('recaptcha')}</p>
          <Suspense fallback={null}>
            <RecaptchaV3 siteKey={config.siteKey} language={locale} onReady={onReady} />
          </Suspense>
        </>
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
