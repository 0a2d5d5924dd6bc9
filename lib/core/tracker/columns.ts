/** The columns of the recommendations table, in order, with the reply field each shows. */
export const TABLE_COLUMNS = ['qurum_name', 'nov_name', 'movzu', 'metn', 'status_name'] as const;

/** The columns of the open-data downloads: the table's, after the row's id and year. */
export const EXPORT_COLUMNS = ['id', 'il', ...TABLE_COLUMNS] as const;

/**
 * The columns of the history download (one row per status change), in order: the change's id,
 * the recommendation's id, its subject and institution, the status before (empty when the
 * recommendation was new), the status entered and the day (YYYY-MM-DD).
 */
export const HISTORY_COLUMNS = [
  'id',
  'tovsiyye_id',
  'movzu',
  'qurum_name',
  'from_status_name',
  'status_name',
  'since',
] as const;
