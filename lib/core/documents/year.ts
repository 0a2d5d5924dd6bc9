/**
 * The infographics year a query asks for: one the source offers, else the
 * latest (docs/contract.md §4); undefined when the source has no years.
 */
export function pickYear(raw: string | string[] | undefined, years: number[]): number | undefined {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const asked = /^\d{4}$/.test(value) ? Number(value) : undefined;
  if (asked !== undefined && years.includes(asked)) return asked;
  return years.length ? Math.max(...years) : undefined;
}
