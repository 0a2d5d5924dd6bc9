/** The byte order mark that makes spreadsheet programs read a CSV file as UTF-8. */
export const BOM = '\uFEFF';

/** A cell starting with one of these is a formula to a spreadsheet program (CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a comma, quote or line break; a formula start is defused. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document (RFC 4180: comma-separated, CRLF line ends) with a header
 * row, prefixed with a BOM so that Azerbaijani letters show in spreadsheets.
 */
export function toCsv(headers: string[], rows: Array<Array<string | number | null>>): string {
  const lines = [headers, ...rows].map((row) => row.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

type Cell = string | number | null | undefined;

/** What one download holds: its columns (keys and titles in the request's language) and rows. */
export type ExportTable<K extends string> = {
  columns: ReadonlyArray<{ key: K; title: string }>;
  rows: ReadonlyArray<Partial<Record<K, Cell>>>;
  truncated: boolean;
  /** The JSON document's fields after the filters (the recommendations' data date). */
  meta?: Record<string, string | null>;
};

/** The CSV file of a download: the titles as its header row, an empty cell for no value. */
export function exportCsv<K extends string>(table: ExportTable<K>): string {
  return toCsv(
    table.columns.map((c) => c.title),
    table.rows.map((row) => table.columns.map((c) => row[c.key] ?? '')),
  );
}
