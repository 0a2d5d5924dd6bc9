import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { InfographicsPage } from './infographics-page';
import { routeMetadata } from '../../_shared/route-metadata';
import type { Locale } from '@/i18n/routing';
import { getInfographicsPage } from '@/lib/core/content/documents';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The chosen year as one string, so the page's and the head's reads are one (React cache). */
const load = (locale: Locale, rawYear: string | string[] | undefined) =>
  getInfographicsPage(locale, Array.isArray(rawYear) ? rawYear[0] : rawYear);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { year, latest } = await load(locale, (await searchParams).year);
  const search = year !== undefined && year !== latest ? `?year=${year}` : '';
  return routeMetadata(locale, 'infoqrafikler', { search });
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const data = await load(locale, (await searchParams).year);
  return <InfographicsPage locale={locale} {...data} />;
}
