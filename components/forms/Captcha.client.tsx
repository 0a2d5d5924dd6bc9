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
import { useFormTurnedTo } from './use-form-turned-to';

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
   * When ALTCHA's module is fetched and starts solving: on the first focus or touch inside the
   * form (the request form, the survey), or at once (a form that mounts its captcha on the
   * first touch: the e-mail updates form).
   */
  start?: 'onfocus' | 'onload';
}

type AltchaElement = HTMLElement & { reset(): void; verify(): Promise<unknown> };

/** The longest a submission waits for a proof of work under way or about to start (ms). */
const SOLVE_WAIT_MS = 30_000;

/** The widget's states after which there is nothing more to wait for (its `statechange`). */
const OUTCOMES = new Set(['verified', 'error', 'expired']);

/**
 * The captcha of the forms: the self-hosted ALTCHA widget (a proof of work
 * solved in the browser; the widget is loaded in an effect because it
 * touches `window` at import), or Google reCAPTCHA v3 when configured
 * (react-google-recaptcha-v3, loaded only then; action RECAPTCHA_ACTION).
 * ALTCHA's module is fetched, and starts solving, when the visitor first
 * focuses or touches the form, so the work is done while they type; a
 * submission made while it is still under way waits for it. An expired
 * solution is cleared.
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
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement>(null);
  const token = useRef<string | null>(null);
  /** The widget's last state; null before its module has run. */
  const state = useRef<string | null>(null);
  /** Submissions waiting for the widget's outcome. */
  const waiting = useRef<Array<() => void>>([]);
  // ALTCHA's module (112 KB, a 190 ms task on a slow phone) is fetched when the visitor turns
  // to the form, not with the page: its first focus or touch. Its box is kept meanwhile.
  const [wanted, want] = useFormTurnedTo(box, start === 'onload');
  const execute = useRef<Execute | null>(null);
  const onReady = useCallback((fn: Execute | null) => {
    execute.current = fn;
  }, []);

  useEffect(() => {
    if (config.kind === 'recaptcha' || !wanted) return;
    // The widget would add its CSS as an inline <style> the CSP refuses; it
    // skips that when an element with this id exists, and its CSS comes as a
    // style sheet with this module instead. Its solver runs in blob: workers.
    if (!document.getElementById('altcha-css')) {
      const marker = document.createElement('meta');
      marker.id = 'altcha-css';
      document.head.append(marker);
    }
    // The language first, so that the widget is drawn in it from the start (its English texts
    // are in the module; Azerbaijani ones arriving after would change its words in view).
    void (locale === 'az' ? import('altcha/i18n/az') : Promise.resolve()).then(
      () => import('altcha'),
    );
  }, [config.kind, wanted, locale]);

  useEffect(() => {
    if (config.kind === 'recaptcha') return;
    const el = widget.current;
    const onState = (e: Event) => {
      if (!(e instanceof CustomEvent)) return;
      const detail: { state?: unknown; payload?: unknown } = e.detail ?? {};
      state.current = typeof detail.state === 'string' ? detail.state : null;
      token.current =
        detail.state === 'verified' && typeof detail.payload === 'string' && detail.payload
          ? detail.payload
          : null;
      if (state.current && OUTCOMES.has(state.current))
        for (const resolve of waiting.current.splice(0)) resolve();
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
  }, [config]);

  useImperativeHandle(ref, () => ({
    async token() {
      if (config.kind === 'altcha') {
        // Solving, or not yet started (a submission before the module arrived, which it
        // fetches), or back to unverified (a click outside its error message resets it): wait
        // for the outcome. After an error or expiry there is nothing to wait for.
        const now = state.current;
        if (!token.current && !(now === 'error' || now === 'expired')) {
          if (!wanted) want();
          else if (now !== 'verifying' && customElements.get('altcha-widget'))
            void widget.current?.verify();
          await Promise.race([
            new Promise<void>((resolve) => waiting.current.push(resolve)),
            new Promise((resolve) => setTimeout(resolve, SOLVE_WAIT_MS)),
          ]);
        }
        return token.current;
      }
      const run = execute.current;
      if (!run) return null;
      return run(RECAPTCHA_ACTION).catch(() => null);
    },
    reset() {
      token.current = null;
      // A new solution at once, as on the first focus (the widget's methods exist once its
      // module has run).
      if (!customElements.get('altcha-widget')) return;
      widget.current?.reset();
      void widget.current?.verify();
    },
  }));

  const errorId = `${id}-error`;
  return (
    <div
      className={
        config.kind === 'altcha' ? `${styles.captcha} ${captchaStyles.altchaBox}` : styles.captcha
      }
      id={id}
      ref={box}
      tabIndex={-1}
    >
      {config.kind === 'altcha' ? (
        <altcha-widget
          ref={widget}
          challenge={challenge}
          auto="onload"
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
