import { getLocale, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import { siteOrigin } from '@/lib/platform/config/env';
import { calls } from '@/lib/contract/calls';
import { API_EXAMPLES, curlCommand } from '@/lib/contract/examples';
import { openApiDocument } from '@/lib/openapi/document';
import pkg from '@/package.json';
import styles from './developers.module.css';
import { shownOperations, type ShownOperation } from './operations';

const OPENAPI_PATH = '/api/openapi.json';

type T = Awaited<ReturnType<typeof getTranslations<'Developers'>>>;

/** One operation: its method and path, its fields, what it needs and what it answers. */
function OperationSection({ op, t, locale }: { op: ShownOperation; t: T; locale: string }) {
  const id = `call-${op.id}`;
  return (
    <section aria-labelledby={id} className={styles.call}>
      <h3 id={id}>
        <code>{`${op.method} ${op.path}`}</code>
      </h3>
      {/* The description's summaries are English, as its field names are. */}
      {op.summary ? <p lang={locale === 'en' ? undefined : 'en'}>{op.summary}</p> : null}
      {op.security ? <p>{t('security', { scheme: op.security })}</p> : null}
      {op.fields.length ? (
        <table className={styles.fields}>
          <thead>
            <tr>
              <th scope="col">{t('field')}</th>
              <th scope="col">{t('where')}</th>
              <th scope="col">{t('required')}</th>
              <th scope="col">{t('type')}</th>
            </tr>
          </thead>
          <tbody>
            {op.fields.map((f) => (
              <tr key={`${f.in}-${f.name}`}>
                <th scope="row">
                  <code>{f.name}</code>
                </th>
                <td>{f.in}</td>
                <td>{f.required ? t('yes') : t('no')}</td>
                <td>
                  <code>{f.type}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('noFields')}</p>
      )}
      {op.bodyTypes.length > 1 ? <p>{t('bodyTypes', { types: op.bodyTypes.join(', ') })}</p> : null}
      {op.replyFields.length ? (
        <p>{t('replyFields', { fields: op.replyFields.join(', ') })}</p>
      ) : null}
      <p>
        {t('answers')}{' '}
        {op.answers.map((a, i) => (
          <span key={a.status}>
            {i > 0 ? ', ' : null}
            <code>{a.status}</code> {a.media.length ? a.media.join(' | ') : t('noBody')}
          </span>
        ))}
      </p>
    </section>
  );
}

/**
 * The developers' page: how to call the API, its errors, the examples the suite runs, and
 * every operation with its fields, made from the same OpenAPI description /api/openapi.json
 * serves: the contract's calls, then the site's own endpoints.
 */
export async function DeveloperPage() {
  const t = await getTranslations('Developers');
  const routes = await getTranslations('Routes');
  const locale = await getLocale();
  const origin = siteOrigin();
  const operations = shownOperations(openApiDocument(origin, pkg.version).paths);
  const isCall = (op: ShownOperation) => Object.hasOwn(calls, op.id);
  return (
    <PageShell title={routes('tertibatcilar')}>
      <div className={styles.page}>
        <p>{t('intro')}</p>
        <h2>{t('howTitle')}</h2>
        <ul>
          <li>{t('how1', { origin })}</li>
          <li>{t('how2')}</li>
          <li>{t('how3')}</li>
          <li>{t('how4')}</li>
        </ul>
        <h2>{t('errorsTitle')}</h2>
        <p>{t('errors')}</p>
        <h2>{t('describedTitle')}</h2>
        <p>
          {t.rich('described', {
            url: `${origin}${OPENAPI_PATH}`,
            link: (chunks) => <a href={OPENAPI_PATH}>{chunks}</a>,
          })}
        </p>
        <h2>{t('dataTitle')}</h2>
        <p>{t('data')}</p>
        <h2>{t('examplesTitle')}</h2>
        {API_EXAMPLES.map((example) => (
          <pre key={example.call} className={styles.code} data-example={example.call}>
            <code>{curlCommand(origin, example)}</code>
          </pre>
        ))}
        <h2>{t('callsTitle')}</h2>
        {operations.filter(isCall).map((op) => (
          <OperationSection key={op.id} op={op} t={t} locale={locale} />
        ))}
        <h2>{t('ownTitle')}</h2>
        <p>{t('ownIntro')}</p>
        {operations
          .filter((op) => !isCall(op))
          .map((op) => (
            <OperationSection key={op.id} op={op} t={t} locale={locale} />
          ))}
      </div>
    </PageShell>
  );
}
