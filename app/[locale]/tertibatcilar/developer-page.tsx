import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import { siteOrigin } from '@/lib/config/env';
import { API_EXAMPLES, curlCommand } from '@/lib/contract/examples';
import { openApiDocument, schemaSummary } from '@/lib/contract/openapi';
import pkg from '@/package.json';
import styles from './developers.module.css';

const OPENAPI_PATH = '/api/openapi.json';

type Parameter = { name: string; in: string; required: boolean; schema: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A request body's fields as parameters ('body'), from its JSON Schema. */
function bodyFields(requestBody: unknown): Parameter[] {
  const content = isRecord(requestBody) ? requestBody.content : undefined;
  const media = isRecord(content) ? Object.values(content)[0] : undefined;
  const schema = isRecord(media) && isRecord(media.schema) ? media.schema : {};
  const properties = isRecord(schema.properties) ? Object.entries(schema.properties) : [];
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return properties.map(([name, s]) => ({
    name,
    in: 'body',
    required: required.includes(name),
    schema: s,
  }));
}

/** The data fields of a reply: its properties but the envelope's. */
function replyFields(schema: Record<string, unknown>) {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return Object.keys(properties).filter((k) => k !== 'status' && k !== 'message');
}

/**
 * The developers' page: how to call the API, its errors, the examples the suite runs, and
 * every call with its fields, made from the same OpenAPI description /api/openapi.json serves.
 */
export async function DeveloperPage() {
  const t = await getTranslations('Developers');
  const routes = await getTranslations('Routes');
  const origin = siteOrigin();
  const doc = openApiDocument(origin, pkg.version);
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
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
        {operations.map(({ path, method, op }) => {
          const fields: Parameter[] = [...(op.parameters ?? []), ...bodyFields(op.requestBody)];
          const reply = replyFields(op.responses['200'].content['application/json'].schema);
          const id = `call-${op.operationId}`;
          return (
            <section key={id} aria-labelledby={id} className={styles.call}>
              <h3 id={id}>
                <code>{`${method} ${path}`}</code>
              </h3>
              {fields.length ? (
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
                    {fields.map((f) => (
                      <tr key={`${f.in}-${f.name}`}>
                        <th scope="row">
                          <code>{f.name}</code>
                        </th>
                        <td>{f.in}</td>
                        <td>{f.required ? t('yes') : t('no')}</td>
                        <td>
                          <code>{schemaSummary(f.schema)}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p>{t('noFields')}</p>
              )}
              <p>{t('replyFields', { fields: reply.join(', ') })}</p>
            </section>
          );
        })}
      </div>
    </PageShell>
  );
}
