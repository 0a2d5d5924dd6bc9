/**
 * Exports the "Is this page useful?" answers (docs/page-feedback.md).
 *   npm run feedback:export -- --format csv|json [--month YYYY-MM] [--out file]
 * Options, database and output as ./monthly-export.ts describes.
 */
import { exportFeedback } from '@/lib/features/page-feedback/export';
import { runMonthlyExport } from './monthly-export';

runMonthlyExport('feedback:export', 'the page feedback', exportFeedback);
