'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { startLoading, useLoading } from '@/lib/core/client/loading';
import { isNavigationClick } from '@/lib/core/client/navigation';
import styles from './ProgressBar.module.css';

/** Longest a navigation may keep the bar on, should the new page never arrive. */
export const NAVIGATION_TIMEOUT_MS = 10_000;

type Props = { label: string };

function Bar({ label }: Props) {
  const loading = useLoading();
  if (!loading) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={label}>
      <div className={styles.indicator} />
    </div>
  );
}

function NavigationProgress({ label }: Props) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const stop = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    function end() {
      clearTimeout(timer.current);
      stop.current?.();
      stop.current = null;
    }
    function onClick(event: MouseEvent) {
      if (!isNavigationClick(event, window.location)) return;
      end();
      stop.current = startLoading();
      timer.current = setTimeout(end, NAVIGATION_TIMEOUT_MS);
    }
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      end();
    };
  }, []);

  // The new page has arrived: its path or query is what the router now reports.
  useEffect(() => {
    clearTimeout(timer.current);
    stop.current?.();
    stop.current = null;
  }, [pathname, search]);

  return <Bar label={label} />;
}

/**
 * A thin bar at the top of the window while anything loads: calls through
 * callApi and client-side navigations. Includes the Suspense boundary that
 * useSearchParams needs, so the layout can render it as is.
 */
export function ProgressBar({ label }: Props) {
  return (
    <Suspense fallback={<Bar label={label} />}>
      <NavigationProgress label={label} />
    </Suspense>
  );
}
