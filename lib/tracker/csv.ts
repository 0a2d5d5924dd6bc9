/** The byte order mark that makes spreadsheet programs read a CSV file as UTF-8. */
export const BOM = '\uFEFF';

// A cell starting with one of these is a formula to a spreadsheet program (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

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
