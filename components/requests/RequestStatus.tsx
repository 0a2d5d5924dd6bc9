import { getTranslations } from 'next-intl/server';
import { formatDate, isoDate } from '@/lib/core/format/date';
import type { StatusView } from '@/lib/features/requests/status-view';
import alerts from '@/components/alerts/Alerts.module.css';
import styles from '@/components/tables/SummaryTable.module.css';

const Day = ({ value }: { value: string }) => (
  <time dateTime={isoDate(value)}>{formatDate(value)}</time>
);

/**
 * A followed request's page: what was received when, the deadline, the current state with
 * the honest word about time (overdue, answered late or in time), and the dated history.
 * Never a name, address, phone, text or e-mail.
 */
export async function RequestStatus({ view }: { view: StatusView }) {
  const t = await getTranslations('RequestStatus');
  const states = await getTranslations('RequestStates');
  const deadline = formatDate(view.deadline);
  let timing: string | null = null;
  if (view.overdue) timing = t('overdue', { deadline });
  else if (view.answeredOn)
    timing =
      view.answeredOn > view.deadline ? t('answeredLate', { deadline }) : t('answeredInTime');
  return (
    <>
      <p>{t('private')}</p>
      {view.erasedAt ? (
        <p role="status" className={alerts.message}>
          {t('erased', { date: formatDate(view.erasedAt) })}
        </p>
      ) : null}
      <dl className={alerts.box}>
        <dt>{t('reference')}</dt>
        <dd>{view.reference}</dd>
        {view.type ? (
          <>
            <dt>{t('type')}</dt>
            <dd>{view.type}</dd>
          </>
        ) : null}
        <dt>{t('received')}</dt>
        <dd>
          <Day value={view.receivedOn} />
        </dd>
        <dt>{t('deadline')}</dt>
        <dd>
          <Day value={view.deadline} /> — {t('deadlineRule')}
        </dd>
        <dt>{t('state')}</dt>
        <dd>
          <strong>{states(view.current)}</strong>
          {timing ? (
            <span className={view.overdue ? alerts.error : undefined}> {timing}</span>
          ) : null}
        </dd>
      </dl>
      <div className={styles.summary}>
        <table className={styles.table}>
          <caption>{t('history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('what')}</th>
              <th scope="col">{t('note')}</th>
            </tr>
          </thead>
          <tbody>
            {view.history.map((h) => (
              <tr key={`${h.state}-${h.forwardedTo}`}>
                <td>
                  <Day value={h.since} />
                </td>
                <td>
                  {states(h.state)}
                  {h.forwardedTo ? ` (${t('forwardedTo', { body: h.forwardedTo })})` : ''}
                </td>
                <td>{h.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
