import { CIVIL_SERVICE_TABS } from '@/lib/core/site/civil-service';

export { CIVIL_SERVICE_TABS };

/** The tab a URL hash selects ('#umumi-musahibe'); the first tab for any other hash. */
export function tabFromHash(hash: string, hashes: readonly string[]): string {
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  return hashes.includes(wanted) ? wanted : (hashes[0] ?? '');
}

/** The tab a key press moves to (arrows wrap; Home and End), or null for other keys. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
