'use client';

import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatDate } from '@/lib/core/format/date';

/** Today's date in the visitor's time zone, as 'YYYY-MM-DD'. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The print date at the foot of a printed page: the render date from the server, replaced by
 * the visitor's date when the browser is about to print (`beforeprint`; flushed at once, since
 * the browser lays the page out for print right after the event).
 */
export function PrintDate({ iso }: { iso: string }) {
  const [date, setDate] = useState(iso);
  useEffect(() => {
    const update = () => flushSync(() => setDate(today()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return <time dateTime={date}>{formatDate(date)}</time>;
}
