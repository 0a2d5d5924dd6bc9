import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { InfographicsPage } from '@/components/documents/InfographicsPage';
import { routeMetadata } from '@/components/documents/route-metadata';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';
import { pickYear } from '@/lib/documents/year';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The years, the chosen one (the latest by default) and its items; shared by page and head. */
const load = cache(async (locale: Locale, rawYear: string | string[] | undefined) => {
  const { years } = await read('infoqrafikYears', {});
  const year = pickYear(rawYear, years);
  const items =
    year === undefined ? [] : (await read('infoqrafikler', { year, language: locale })).content;
  return { years, year, items, latest: pickYear(undefined, years) };
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const { year, latest } = await load(locale, (await searchParams).year);
  const search = year !== undefined && year !== latest ? `?year=${year}` : '';
  return routeMetadata(locale, 'infoqrafikler', { search });
}

export default async function Page({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const data = await load(locale, (await searchParams).year);
  return <InfographicsPage locale={locale} {...data} />;
}
