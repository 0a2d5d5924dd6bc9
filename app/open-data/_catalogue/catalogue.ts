import 'server-only';
import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/paths';
import { siteEnv } from '@/lib/core/site/env';
import { siteOrigin } from '@/lib/platform/config/env';
import { logError } from '@/lib/platform/observability/log';
import { ROUTES } from '@/lib/core/site/routes';
import { datasetEntries, type DatasetEntry, type DatasetFacts } from './datasets';

/** How long the catalogue's counts may be behind the content (the downloads' edge cache too). */
const FACTS_TTL_S = 300;

/** Datasets read at once: the catalogue never floods an upstream. */
const PARALLEL_DATASETS = 4;

/** A dataset as the catalogue shows it: its facts, or null when they could not be read now. */
export type Dataset = Omit<DatasetEntry, 'facts'> & { facts: DatasetFacts | null };

/** The catalogue of a language: what it says about itself and its datasets. */
export interface Catalogue {
  origin: string;
  locale: Locale;
  /** the catalogue page's path, with the language prefix */
  pagePath: string;
  title: string;
  description: string;
  publisher: string;
  license: { url: string; name: string };
  api: { title: string; description: string };
  datasets: Dataset[];
}

type FactsById = Record<string, DatasetFacts | null>;

async function readFacts(entries: DatasetEntry[]): Promise<{ facts: FactsById; failed: boolean }> {
  const facts: FactsById = {};
  let failed = false;
  for (let i = 0; i < entries.length; i += PARALLEL_DATASETS) {
    const batch = entries.slice(i, i + PARALLEL_DATASETS);
    const settled = await Promise.allSettled(batch.map((e) => e.facts()));
    batch.forEach(({ id }, j) => {
      const s = settled[j];
      facts[id] = s?.status === 'fulfilled' ? s.value : null;
      if (s?.status !== 'rejected') return;
      failed = true;
      logError(`[open-data] dataset ${id} could not be read`, s.reason);
    });
  }
  return { facts, failed };
}

/**
 * Every dataset of a language with what it holds now (rows, newest date), read as the
 * downloads read them, at most FACTS_TTL_S old. A dataset that could not be read (an upstream
 * down) is listed without its facts, and that reading is not kept.
 */
async function getDatasets(locale: Locale): Promise<Dataset[]> {
  const entries = await datasetEntries(locale);
  let partial: FactsById | undefined;
  const cached = unstable_cache(
    async () => {
      const { facts, failed } = await readFacts(entries);
      if (!failed) return facts;
      partial = facts;
      throw new Error('partial catalogue');
    },
    ['open-data-facts', locale],
    { revalidate: FACTS_TTL_S },
  );
  const facts = await cached().catch((e: unknown) => {
    if (partial) return partial;
    throw e;
  });
  return entries.map((entry) => ({ ...entry, facts: facts[entry.id] ?? null }));
}

/** The catalogue of a language (docs/open-data.md), for its page and its DCAT-AP document. */
export async function getCatalogue(locale: Locale): Promise<Catalogue> {
  const [t, routes, meta, datasets] = await Promise.all([
    getTranslations({ locale, namespace: 'OpenData' }),
    getTranslations({ locale, namespace: 'Routes' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getDatasets(locale),
  ]);
  const { OPEN_DATA_LICENSE_URL, OPEN_DATA_LICENSE_NAME } = siteEnv();
  return {
    origin: siteOrigin(),
    locale,
    pagePath: localizePath(locale, ROUTES.aciqMelumatlar),
    title: routes('aciqMelumatlar'),
    description: t('description'),
    publisher: meta('siteName'),
    license: { url: OPEN_DATA_LICENSE_URL, name: OPEN_DATA_LICENSE_NAME },
    api: { title: t('apiTitle'), description: t('apiDescription') },
    datasets,
  };
}
