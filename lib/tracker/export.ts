import { z } from 'zod';
import type { CallReply } from '@/lib/contract/calls';
import { recommendationCountRequest } from '@/lib/contract/requests';

/** The most rows one download holds (lib/content/tracker.ts getTrackerExport reads them); past it the download says it was cut (`truncated`). */
export const MAX_EXPORT_ROWS = 5000;

/** The query of a download: the tracker's filters, the language and the format. */
export const exportRequest = recommendationCountRequest
  .omit({ limit: true })
  .extend({ format: z.enum(['csv', 'json']).default('csv') });

export type ExportRequest = z.output<typeof exportRequest>;
export type Recommendation = CallReply<'tovsiyyeler'>['tovsiyyeler'][number];
