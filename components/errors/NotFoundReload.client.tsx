'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

/**
 * The 404 after a client-side navigation (app/[locale]/not-found.tsx): the address is loaded
 * again as a document, which the server answers with the whole 404 page
 * (app/global-not-found.tsx: the kind's message, the help, the contacts). So that page's tree
 * is not in every page's RSC payload for the rare navigation that needs it (issue 55, 5 KB a
 * page). A document already loaded at this address is not reloaded again: it shows the title.
 */
export function NotFoundReload() {
  const t = useTranslations('Errors');
  useEffect(() => {
    const loaded = performance.getEntriesByType('navigation')[0]?.name;
    if (loaded !== window.location.href) window.location.replace(window.location.href);
  }, []);
  return (
    <div className="error-page">
      <h1>{t('notFoundTitle')}</h1>
    </div>
  );
}
