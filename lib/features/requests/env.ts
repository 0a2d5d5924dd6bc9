import { z } from 'zod';
import { envReader, optionalString } from '@/lib/platform/config/read-env';

/**
 * The days off of Azerbaijan in 2026 as the site ships them (Labour Code, art. 105, with the
 * days moved from weekends: Women's Day, Novruz, Ramadan and Gurban, 9 May, 28 May, 15 June,
 * 26 June, Victory and Flag days, 31 December). Check them against the Cabinet's decision each
 * year and set REQUESTS_HOLIDAYS (docs/requests.md).
 */
const DEFAULT_HOLIDAYS = [
  '2026-01-01',
  '2026-01-02',
  '2026-03-09',
  '2026-03-20',
  '2026-03-23',
  '2026-03-24',
  '2026-03-25',
  '2026-03-26',
  '2026-05-11',
  '2026-05-27',
  '2026-05-28',
  '2026-06-15',
  '2026-06-26',
  '2026-11-09',
  '2026-11-10',
  '2026-12-31',
];

const dates = z
  .string()
  .trim()
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.iso.date()).max(400));

const schema = z.object({
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** the key that signs the status pages' links; default: a key kept in DATA_DIR/requests-hmac.key */
  REQUESTS_SECRET: optionalString,
  /** how long a link to a status page works, days */
  REQUESTS_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** the working days the institution has to answer (the law on citizens' appeals, art. 10) */
  REQUESTS_DEADLINE_DAYS: z.coerce.number().int().min(1).max(90).default(15),
  /** the official days off (YYYY-MM-DD, comma-separated), besides Saturdays and Sundays */
  REQUESTS_HOLIDAYS: dates.default(DEFAULT_HOLIDAYS),
  /** days after a request was closed before its personal data is erased */
  REQUESTS_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(365),
  /** the bearer token of POST /api/muraciet/status (the case system's); unset: the endpoint is off */
  REQUESTS_STATUS_TOKEN: optionalString.pipe(
    z.string().min(32, 'REQUESTS_STATUS_TOKEN must be at least 32 characters').optional(),
  ),
  /** new links one reference may be mailed per day through the lookup form */
  REQUESTS_LOOKUP_PER_REFERENCE: z.coerce.number().int().min(1).max(100).default(3),
  /** lookup-form mails the whole site may send per hour */
  REQUESTS_LOOKUPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
});

export type RequestsEnv = z.infer<typeof schema>;

/** The request tracking's settings (docs/requests.md), read at run time. */
export const requestsEnv: () => RequestsEnv = envReader(schema);
