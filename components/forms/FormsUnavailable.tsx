import { getTranslations } from 'next-intl/server';
import { SITE } from '@/lib/core/site/config';
import styles from './forms.module.css';

/** Over an upstream without a captcha it knows, forms cannot be sent: the visitor gets the contacts. */
export async function FormsUnavailable() {
  const t = await getTranslations('Captcha');
  const { email, phone } = SITE.offices.baku;
  return (
    <p className={styles.summary} role="status" data-forms-unavailable>
      {t.rich('unavailable', {
        email,
        phone,
        mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a>,
        tel: (chunks) => <a href={`tel:${phone.replace(/\s+/g, '')}`}>{chunks}</a>,
      })}
    </p>
  );
}
