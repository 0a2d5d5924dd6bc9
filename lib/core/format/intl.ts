/**
 * Intl formatters made once per process for each language and options: making one costs
 * about 0.2 ms (docs/benchmarks.md, "CPU per render") and a table formats every row. The
 * languages are the site's own (i18n/routing), so the cache stays small.
 */
const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

function once<F>(made: Map<string, F>, key: string, make: () => F): F {
  let format = made.get(key);
  if (!format) made.set(key, (format = make()));
  return format;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return once(
    dates,
    `d ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return once(
    numbers,
    `n ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}
