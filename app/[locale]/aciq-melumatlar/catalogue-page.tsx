import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageShell } from '@/components/page/PageShell';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { formatDate, monthName } from '@/lib/core/format/date';
import { getCatalogue, type Dataset } from '@/app/open-data/_catalogue/catalogue';
import { catalogueDocumentPath } from '@/app/open-data/_catalogue/paths';
import { schemaOrgCatalogue } from '@/app/open-data/_catalogue/schema-org';
import { ROUTES } from '@/lib/core/site/routes';
import styles from './catalogue.module.css';

async function DatasetFacts({ dataset, license }: { dataset: Dataset; license: string }) {
  const t = await getTranslations('OpenData');
  const format = await getFormatter();
  const locale = await getLocale();
  const { facts } = dataset;
  const rows = facts ? format.number(facts.rows) : null;
  const when = facts?.modified;
  // A date as the site shows dates; the page feedback's newest month by its name.
  const modified = when ? (
    <time dateTime={when}>{when.length === 7 ? monthName(locale, when) : formatDate(when)}</time>
  ) : null;
  return (
    <dl className={styles.facts}>
      <dt>{t('downloads')}</dt>
      <dd>
        {/* Each dataset's links name it too: a list of links would hold 21 "CSV" otherwise. */}
        <a href={dataset.downloads.csv} type="text/csv" data-download="csv">
          CSV<span className="visually-hidden">: {dataset.title}</span>
        </a>{' '}
        ·{' '}
        <a href={dataset.downloads.json} type="application/json" data-download="json">
          JSON<span className="visually-hidden">: {dataset.title}</span>
        </a>
      </dd>
      <dt>{t('rows')}</dt>
      <dd data-fact="rows" data-rows={facts?.rows}>
        {rows === null ? t('rowsUnknown') : facts?.truncated ? t('rowsTruncated', { rows }) : rows}
      </dd>
      <dt>{t('modified')}</dt>
      <dd>{modified ?? (facts ? t('noDates') : t('rowsUnknown'))}</dd>
      <dt>{t('frequency')}</dt>
      <dd>{t(`frequencies.${dataset.frequency}`)}</dd>
      <dt>{t('licenceLabel')}</dt>
      <dd>
        <a href={license} rel="license">
          {license}
        </a>
      </dd>
      <dt>{t('page')}</dt>
      <dd>
        <a href={dataset.page}>{dataset.title}</a>
      </dd>
    </dl>
  );
}

/**
 * The dataset catalogue: every dataset the site publishes, with its downloads, rows, last
 * change, update frequency and licence; the same as DCAT-AP 3 JSON-LD (linked in the head and
 * here) and as schema.org Dataset markup for search engines.
 */
export async function CataloguePage({ locale }: { locale: Locale }) {
  const t = await getTranslations('OpenData');
  const catalogue = await getCatalogue(locale);
  const { license } = catalogue;
  const link = (href: string) =>
    function Link(chunks: React.ReactNode) {
      return <a href={href}>{chunks}</a>;
    };
  return (
    <PageShell title={catalogue.title}>
      <div className={styles.page}>
        <p>{t('intro')}</p>
        <p>{t.rich('licence', { name: license.name, link: link(license.url) })}</p>
        <p>{t.rich('machine', { link: link(catalogueDocumentPath(locale)) })}</p>
        <p>{t.rich('api', { link: link(localizePath(locale, ROUTES.tertibatcilar)) })}</p>
        {catalogue.datasets.map((dataset) => (
          <section
            key={dataset.id}
            id={dataset.id}
            aria-labelledby={`${dataset.id}-title`}
            className={styles.dataset}
            data-dataset={dataset.id}
          >
            <h2 id={`${dataset.id}-title`}>{dataset.title}</h2>
            <p>{dataset.description}</p>
            <DatasetFacts dataset={dataset} license={license.url} />
          </section>
        ))}
      </div>
      <JsonLd data={schemaOrgCatalogue(catalogue)} />
    </PageShell>
  );
}
