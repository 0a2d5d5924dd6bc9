import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/core/db/client';
import { feedbackSummary, type SummaryRow } from './store';

/** How long the public summary may be behind the stored answers. */
const SUMMARY_TTL_S = 300;

/**
 * The public summary's rows (answers and "yes" per month and page kind, the
 * last 24 months), read from the site's own database in both source modes,
 * cached for a few minutes so reloading the page costs no query.
 */
export const getFeedbackSummary: () => Promise<SummaryRow[]> = unstable_cache(
  async () => feedbackSummary(await getDb()),
  ['page-feedback-summary'],
  { revalidate: SUMMARY_TTL_S, tags: ['page-feedback'] },
);
