/**
 * All records (audits, opinions, activity reports), newest first: sorted by
 * year, descending; within a year activity reports come first, then opinions,
 * then audits, each in their own order (the sort is stable).
 */
import type { RecordDoc, RecordType } from './types';
import { auditRecords } from './records-audit';
import { activityReports, opinionRecords } from './records-reports';

const typeRank: Record<RecordType, number> = { 'fealiyyet-hesabati': 0, rey: 1, audit: 2 };

export const records: RecordDoc[] = [...activityReports, ...opinionRecords, ...auditRecords].sort(
  (x, y) => y.year - x.year || typeRank[x.type] - typeRank[y.type],
);
