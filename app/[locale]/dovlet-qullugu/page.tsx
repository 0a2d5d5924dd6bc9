import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CivilServiceTabs } from '@/components/civil-service/CivilServiceTabs.client';
import { getCivilServiceSections } from '@/lib/core/content/civil-service';
import { routeMetadata } from '../_shared/route-metadata';
import { PageShell } from '@/components/page/PageShell';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(await pageLocale(params), 'dovletQullugu');
}

/** Dövlət qulluğu: five sections from static pages, as tabs selected by the URL hash. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('CivilService');
  const tRoutes = await getTranslations('Routes');
  const panels = await getCivilServiceSections(locale);
  return (
    <PageShell title={tRoutes('dovletQullugu')}>
      <CivilServiceTabs
        panels={panels.map((p) => ({ ...p, label: t(p.label) }))}
        labels={{ tabs: t('tabs'), failed: t('failed') }}
      />
    </PageShell>
  );
}
