import { getLocale, getTranslations } from 'next-intl/server';
import { REQUEST_API } from '@/lib/features/requests/paths';
import styles from '@/components/alerts/Alerts.module.css';

/**
 * The lookup form (reference and e-mail): a plain form post that works without JavaScript;
 * the call answers with the form's page and the outcome's code.
 */
export async function LookupForm() {
  const locale = await getLocale();
  const t = await getTranslations('RequestLookup');
  return (
    <form method="post" action={REQUEST_API.link} className={styles.box}>
      <h2>{t('title')}</h2>
      <p>{t('intro')}</p>
      <input type="hidden" name="lang" value={locale} />
      <div className={styles.field}>
        <label htmlFor="lookup-reference">{t('reference')}</label>
        <span id="lookup-reference-hint">{t('referenceHint')}</span>
        <input
          id="lookup-reference"
          name="reference"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-describedby="lookup-reference-hint"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="lookup-email">{t('email')}</label>
        <input
          id="lookup-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
        />
      </div>
      <button type="submit" className={styles.button}>
        {t('submit')}
      </button>
    </form>
  );
}
