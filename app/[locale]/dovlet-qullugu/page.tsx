import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CivilServiceTabs } from '@/components/civil-service/CivilServiceTabs.client';
import { loadCivilService } from '@/components/civil-service/load';
import { routeMetadata } from '@/components/documents/route-metadata';
import { PageShell } from '@/components/page/PageShell';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata((await params).locale as Locale, 'dovletQullugu');
}

/** Dövlət qulluğu: five sections from static pages, as tabs selected by the URL hash. */
export default async function Page({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('CivilService');
  const tRoutes = await getTranslations('Routes');
  const panels = await loadCivilService(locale);
  return (
    <PageShell title={tRoutes('dovletQullugu')}>
      <CivilServiceTabs
        panels={panels.map((p) => ({ ...p, label: t(p.label) }))}
        labels={{ tabs: t('tabs'), failed: t('failed') }}
      />
    </PageShell>
  );
}
