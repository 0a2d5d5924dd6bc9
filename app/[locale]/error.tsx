'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { digestMessage } from '@/lib/platform/http/error-document';

/**
 * A server failure (the content source is down, slow or answered garbage):
 * the source's own message when it said status false (carried in the
 * digest, lib/platform/http/error-document.ts), else the spec's message in the
 * visitor's language; a way to retry, no stack trace.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Errors');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="error-page">
      <h1 ref={heading} tabIndex={-1}>
        {t('serverTitle')}
      </h1>
      <p role="alert">{digestMessage(error.digest) || t('unknown')}</p>
      <p>{t('serverText')}</p>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </div>
  );
}
