import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, type PageClientNamespace } from '@/messages';

/**
 * Gives the client components below it a page's own texts (on top of the
 * shell's), so only the pages that need them send them to the browser.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly PageClientNamespace[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={clientMessages(await getMessages(), namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
