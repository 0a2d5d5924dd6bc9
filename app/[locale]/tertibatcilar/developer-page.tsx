import { getLocale, getTranslations } from 'next-intl/server';
import { ContentsList } from '@/components/page/ContentsList';
import { PageShell } from '@/components/page/PageShell';
import { siteOrigin } from '@/lib/platform/config/env';
import { calls } from '@/lib/core/contract/calls';
import { API_EXAMPLES, curlCommand } from '@/lib/core/contract/examples';
import { openApiDocument } from '@/app/api/openapi.json/_document/document';
import pkg from '@/package.json';
import styles from './developers.module.css';
import { shownOperations, type ShownOperation } from './operations';

const OPENAPI_PATH = '/api/openapi.json';

type T = Awaited<ReturnType<typeof getTranslations<'Developers'>>>;

/**
 * The page's sections in their order: the contents list at the top links to each (a page of
 * some seventy calls, docs/design.md "Contents of long pages").
 */
const SECTIONS = ['how', 'errors', 'described', 'data', 'examples', 'calls', 'own'] as const;
type Section = (typeof SECTIONS)[number];

const sectionId = (section: Section) => `section-${section}`;

/** A section's heading, the target of its entry in the contents list. */
function SectionHeading({ section, t }: { section: Section; t: T }) {
  return <h2 id={sectionId(section)}>{t(`${section}Title`)}</h2>;
}

/** After a long section: back to the contents list. */
function BackToContents({ t }: { t: T }) {
  return (
    <p className={styles.back}>
      <a href="#contents">{t('backToContents')}</a>
    </p>
  );
}

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
 * The developers' page: a contents list, how to call the API, its errors, the examples the
 * suite runs, and every operation with its fields, made from the same OpenAPI description /api/openapi.json
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
        <ContentsList
          id="contents"
          title={t('contents')}
          items={SECTIONS.map((section) => ({
            href: `#${sectionId(section)}`,
            label: t(`${section}Title`),
          }))}
        />
        <SectionHeading section="how" t={t} />
        <ul>
          <li>{t('how1', { origin })}</li>
          <li>{t('how2')}</li>
          <li>{t('how3')}</li>
          <li>{t('how4')}</li>
        </ul>
        <SectionHeading section="errors" t={t} />
        <p>{t('errors')}</p>
        <SectionHeading section="described" t={t} />
        <p>
          {t.rich('described', {
            url: `${origin}${OPENAPI_PATH}`,
            link: (chunks) => <a href={OPENAPI_PATH}>{chunks}</a>,
          })}
        </p>
        <SectionHeading section="data" t={t} />
        <p>{t('data')}</p>
        <SectionHeading section="examples" t={t} />
        {API_EXAMPLES.map((example) => (
          <pre key={example.call} className={styles.code} data-example={example.call}>
            <code>{curlCommand(origin, example)}</code>
          </pre>
        ))}
        <SectionHeading section="calls" t={t} />
        {operations.filter(isCall).map((op) => (
          <OperationSection key={op.id} op={op} t={t} locale={locale} />
        ))}
        <BackToContents t={t} />
        <SectionHeading section="own" t={t} />
        <p>{t('ownIntro')}</p>
        {operations
          .filter((op) => !isCall(op))
          .map((op) => (
            <OperationSection key={op.id} op={op} t={t} locale={locale} />
          ))}
        <BackToContents t={t} />
      </div>
    </PageShell>
  );
}
