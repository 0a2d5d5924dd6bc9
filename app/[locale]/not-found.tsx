import { getLocale } from 'next-intl/server';
import { NotFoundHelp } from '@/components/errors/NotFoundHelp';
import { NotFoundView } from '@/components/errors/NotFoundView.client';
import { notFoundTexts } from '@/components/errors/not-found-texts';

/**
 * The 404 page after a client-side navigation (the server renders app/global-not-found.tsx):
 * the same texts, the kind's own message at an item's address ('Xəbər tapılmadı', ...).
 */
export default async function NotFound() {
  const locale = await getLocale();
  return (
    <NotFoundView texts={await notFoundTexts(locale)}>
      <NotFoundHelp locale={locale} />
    </NotFoundView>
  );
}
