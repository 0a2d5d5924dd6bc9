'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { TEXT_MAX } from '@/lib/core/contract/form-constants';
import styles from './forms.module.css';

/**
 * The live character counter of the request text: shown as it changes, and
 * told to screen readers politely once typing pauses (not at every key).
 */
export function TextCounter({ count }: { count: number }) {
  const t = useTranslations('RequestForm');
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(t('counterLive', { count, max: TEXT_MAX })), 1000);
    return () => clearTimeout(timer);
  }, [count, t]);
  return (
    <>
      <p className={styles.counter} aria-hidden="true" data-testid="text-counter">
        {t('counter', { count, max: TEXT_MAX })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {count > 0 ? spoken : ''}
      </p>
    </>
  );
}
