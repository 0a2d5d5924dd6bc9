import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getRecordById } from '@/lib/core/content/records';
import { getPublicationItem } from '@/lib/core/content/publications';
import { titleImage } from '@/lib/features/seo/title-image';
import { isItemKind } from '@/lib/core/contract/kinds';

type Params = { params: Promise<{ locale: string; kind: string; file: string }> };

async function findTitle(locale: 'az' | 'en', kind: string, id: string) {
  if (isItemKind(kind)) {
    const item = await getPublicationItem(kind, locale, id);
    const t = await getTranslations({ locale, namespace: 'Routes' });
    return item && { title: item.title, kicker: t(kind) };
  }
  const record = kind === 'derc' ? await getRecordById(locale, id) : null;
  return record && { title: record.title, kicker: record.type_title };
}

/**
 * GET /og/{locale}/{kind}/{id}.png: the 1200×630 link-preview image of an
 * item or record without a photo (its title on the site's colours). Unknown
 * items answer 404; when the content cannot be read the default image stands in.
 */
export async function GET(request: Request, { params }: Params) {
  const { locale, kind, file } = await params;
  const id = /^(\d+)\.png$/.exec(file)?.[1];
  if (!hasLocale(routing.locales, locale) || !id) return new Response('Not found', { status: 404 });
  try {
    const found = await findTitle(locale, kind, id);
    if (!found) return new Response('Not found', { status: 404 });
    const meta = await getTranslations({ locale, namespace: 'Metadata' });
    return await titleImage(found.title, meta('siteName'), found.kicker);
  } catch {
    return Response.redirect(new URL('/og-default.png', request.url), 302);
  }
}
