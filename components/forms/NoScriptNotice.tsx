import { useTranslations } from 'next-intl';
import styles from './forms.module.css';

/** The institution's contacts the notice offers: e-mail, phone, postal address. */
export interface FormContacts {
  email: string;
  phone: string;
  address: string;
}

interface Props {
  /** the request as an e-mail's text: a line for each field given, the text of the request last */
  mail: string;
  proposal: boolean;
  hasErrors: boolean;
  contacts: FormContacts;
}

/**
 * What the request page says when its form was posted without JavaScript: nothing was
 * sent (the captcha needs a script), everything typed is in the form below, and the ways
 * to send it — JavaScript on, an e-mail already written, the phone, the post
 * (docs/forms.md, "Without JavaScript").
 */
export function NoScriptNotice(props: Props) {
  const t = useTranslations('RequestForm');
  const { contacts } = props;
  const mailto =
    `mailto:${contacts.email}?subject=${encodeURIComponent(t('mailSubject'))}` +
    `&body=${encodeURIComponent(props.mail)}`;
  return (
    <div className={styles.summary} role="alert" aria-labelledby="not-sent-title">
      <h2 id="not-sent-title" className={styles.summaryTitle}>
        {t('notSentTitle')}
      </h2>
      <p>{t('notSentText')}</p>
      {props.proposal ? <p>{t('notSentFile')}</p> : null}
      {props.hasErrors ? <p>{t('notSentFix')}</p> : null}
      <p>{t('notSentWays')}</p>
      <ul>
        <li>{t('notSentScript')}</li>
        <li>
          {t.rich('notSentEmail', {
            email: contacts.email,
            link: (chunks) => <a href={mailto}>{chunks}</a>,
          })}
        </li>
        <li>{t('notSentPhone', { phone: contacts.phone, address: contacts.address })}</li>
      </ul>
    </div>
  );
}
