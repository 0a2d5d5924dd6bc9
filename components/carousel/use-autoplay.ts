import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `advance` once `intervalMs` has passed while `running`. The timer starts over whenever
 * `position` changes, so every slide gets its full time, however it was reached.
 */
export function useAutoplay(
  running: boolean,
  intervalMs: number | undefined,
  position: number,
  advance: () => void,
): void {
  const onTick = useEffectEvent(advance);
  useEffect(() => {
    if (!running || !intervalMs || intervalMs <= 0) return;
    const timer = window.setTimeout(() => onTick(), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, intervalMs, position]);
}
