import 'server-only';
import { getSource } from '@/lib/core/content/source';

/**
 * Before the views are read: over an upstream, records what its content changed since the last
 * reading that the contract does not date (the tracker's statuses, docs/tracker.md), at most
 * once per `intervalS` across instances. Nothing with the site's own database, which keeps its
 * history itself.
 */
export async function observeSources(intervalS: number): Promise<void> {
  await getSource().observe?.(intervalS);
}
