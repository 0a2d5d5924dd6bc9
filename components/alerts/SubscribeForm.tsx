import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ALERT_API } from '@/lib/features/alerts/paths';
import { FREQUENCIES } from '@/lib/features/alerts/subscriptions';
import type { Target } from '@/lib/features/alerts/watch/targets';
import { formsEnv } from '@/lib/core/forms/env';
import styles from './Alerts.module.css';
import { SubscribeCaptcha } from './SubscribeCaptcha.client';

/**
 * "Get e-mail updates" for the view a page shows (the query its Atom feed
 * uses): a plain form the browser posts, answered by the result page; only
 * the captcha needs JavaScript. Shown wherever a feed is.
 */
export async function SubscribeForm({ target, intro }: { target: Target; intro?: string }) {
  const locale = await getLocale();
  const t = await getTranslations('Alerts');
  // The site checks this captcha itself (the subscription is its own data, also over an
  // upstream): reCAPTCHA when it holds both keys, else its own ALTCHA.
  const forms = formsEnv();
  const captcha =
    forms.RECAPTCHA_SITE_KEY && forms.RECAPTCHA_SECRET_KEY
      ? ({ kind: 'recaptcha', siteKey: forms.RECAPTCHA_SITE_KEY } as const)
      : ({ kind: 'altcha' } as const);
  const [view, query = ''] = target.key.split('?');
  return (
    <section className={`${styles.box} ${styles.subscribe}`} aria-labelledby="alerts-title">
      <h2 id="alerts-title">{t('title')}</h2>
      <p>{intro ?? t('intro')}</p>
      <form method="post" action={ALERT_API.subscribe}>
        <input type="hidden" name="view" value={view} />
        <input type="hidden" name="query" value={query} />
        <input type="hidden" name="lang" value={locale} />
        <div className={styles.field}>
          <label htmlFor="alerts-email">{t('email')}</label>
          <input
            id="alerts-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            inputMode="email"
          />
        </div>
        <fieldset className={styles.choices}>
          <legend>{t('frequency')}</legend>
          {FREQUENCIES.map((f) => (
            <label key={f}>
              <input type="radio" name="frequency" value={f} defaultChecked={f === 'instant'} />{' '}
              {t(f)}
            </label>
          ))}
        </fieldset>
        <ClientMessages namespaces={['Captcha']}>
          <SubscribeCaptcha config={captcha} id="alerts-captcha" challenge={ALERT_API.challenge} />
        </ClientMessages>
        <button type="submit" className={styles.button}>
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
