import { z } from 'zod';
import { envReader } from '@/lib/platform/config/read-env';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** smtp://user:pass@host:587 or smtps://…:465; none: mails go to DATA_DIR/outbox as .eml files */
  SMTP_URL: optional,
  /** the sender: an address, or 'Name <address>' */
  MAIL_FROM: z.string().trim().min(3).default('Hesablama Palatası <noreply@localhost>'),
  /** DKIM signing (all three, or none): the domain, the selector, the private key (PEM, or a path to one) */
  DKIM_DOMAIN: optional,
  DKIM_SELECTOR: optional,
  DKIM_PRIVATE_KEY: optional,
  /** the key that signs unsubscribe and manage links; default: a key kept in DATA_DIR/alerts-hmac.key */
  ALERTS_SECRET: optional,
  /** 'off' keeps this instance from detecting and sending (another instance does it) */
  ALERTS_WORKER: z.enum(['on', 'off']).default('on'),
  /** how often followed views are read again from an upstream (remote mode), seconds */
  ALERTS_POLL_S: z.coerce.number().int().min(10).max(86_400).default(300),
  /** how often the worker looks for due mails and stored content, milliseconds */
  ALERTS_TICK_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** the hour (Asia/Baku) digests go out; weekly digests on Mondays */
  ALERTS_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** how long a sender holds a claimed mail before another may take it over (a crashed sender's), seconds */
  ALERTS_LEASE_S: z.coerce.number().int().min(1).max(3600).default(120),
  /** confirmation mails one mailbox may receive per day (name+tag@ and, at Gmail, dotted names count as one) */
  ALERTS_ADDRESS_LIMIT: z.coerce.number().int().min(1).max(100).default(5),
  /** confirmation mails the whole site may send per hour (docs/alerts.md, "Mail sent for strangers") */
  ALERTS_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
  /** concurrent SMTP connections */
  SMTP_POOL: z.coerce.number().int().min(1).max(50).default(5),
});

export type AlertsEnv = z.infer<typeof schema>;

/** The alerts' settings (docs/alerts.md), read at run time; parsed once. */
export const alertsEnv: () => AlertsEnv = envReader(schema);
