/**
 * Exports the searches that found nothing, counted per month (docs/search.md,
 * "What readers search for").
 *   npm run search:export -- --format csv|json [--month YYYY-MM] [--out file]
 * Options, database and output as ./monthly-export.ts describes.
 */
import { exportZeroResults } from '@/lib/features/zero-results/export';
import { runMonthlyExport } from './monthly-export';

runMonthlyExport('search:export', 'the searches that found nothing', exportZeroResults);
