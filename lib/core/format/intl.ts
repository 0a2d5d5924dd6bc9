/**
 * Intl formatters made once per process for each language and options: making one costs
 * about 0.2 ms (docs/benchmarks.md, "CPU per render") and a table formats every row. The
 * languages are the site's own (i18n/routing), so the cache stays small.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function once<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = made.get(key) as F | undefined;
  if (!format) made.set(key, (format = make()));
  return format;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return once(
    `d ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return once(
    `n ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}
