/** The columns of the recommendations table, in order, with the reply field each shows. */
export const TABLE_COLUMNS = ['qurum_name', 'nov_name', 'movzu', 'metn', 'status_name'] as const;

/** The columns of the open-data downloads: the table's, after the row's id and year. */
export const EXPORT_COLUMNS = ['id', 'il', ...TABLE_COLUMNS] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
