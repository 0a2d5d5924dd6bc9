import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mailer from 'nodemailer/lib/mailer';
import { alertsEnv, type AlertsEnv } from '../env';
import { siteOrigin } from '@/lib/platform/config/env';
import type { Mail } from '@/lib/core/mail/compose';
import { logger } from '@/lib/platform/observability/logger';

/** Where mails go: an SMTP server, or the outbox folder of .eml files. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

function dkim(e: AlertsEnv) {
  if (!e.DKIM_DOMAIN || !e.DKIM_SELECTOR || !e.DKIM_PRIVATE_KEY) return undefined;
  const key = e.DKIM_PRIVATE_KEY.includes('-----BEGIN')
    ? e.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n')
    : fs.readFileSync(e.DKIM_PRIVATE_KEY, 'utf8');
  return { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: key };
}

/** nodemailer's message of a mail: multipart text + HTML, List-* headers of RFC 2369/2919/8058. */
function mailOptions(mail: Mail, from: string): Mailer.Options {
  const host = new URL(siteOrigin()).hostname;
  const options: Mailer.Options = {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: { 'Auto-Submitted': 'auto-generated' },
    list: { id: { url: `alerts.${host}`, comment: 'E-mail alerts' } },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
  if (mail.unsubscribeUrl) {
    options.list = { ...options.list, unsubscribe: { url: mail.unsubscribeUrl } };
    options.headers = { ...options.headers, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
  return options;
}

function smtpTransport(e: AlertsEnv, url: string): MailTransport {
  // Cast: nodemailer's types have no overload for a URL together with pool options.
  const transporter: Transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: e.SMTP_POOL,
    maxMessages: Infinity,
    dkim: dkim(e),
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(mailOptions(mail, e.MAIL_FROM));
    },
    close: () => transporter.close(),
  };
}

/** The outbox: each mail as an .eml file under DATA_DIR/outbox (written whole, then renamed). */
function outboxTransport(e: AlertsEnv): MailTransport {
  const dir = path.resolve(e.DATA_DIR, 'outbox');
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    dkim: dkim(e),
  });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transporter.sendMail(mailOptions(mail, e.MAIL_FROM));
      fs.mkdirSync(dir, { recursive: true });
      const name = `${Date.now()}-${crypto.randomBytes(6).toString('hex')}.eml`;
      const tmp = path.join(dir, `.${name}.tmp`);
      // With `buffer: true` the stream transport answers the whole message.
      if (!Buffer.isBuffer(info.message)) throw new Error('the outbox got no message');
      fs.writeFileSync(tmp, info.message, { mode: 0o600 });
      fs.renameSync(tmp, path.join(dir, name));
    },
    close: () => transporter.close(),
  };
}

declare global {
  /** Process-wide: shared by every copy of this module the bundler makes. */
  var __alertsTransport: { key: string; t: MailTransport } | undefined;
}

const globalRef = globalThis;

/** The process's mail transport of the current settings (SMTP_URL, else the outbox); logged once. */
export function mailTransport(): MailTransport {
  const e = alertsEnv();
  const key = [
    e.SMTP_URL ?? 'outbox',
    e.DATA_DIR,
    e.MAIL_FROM,
    e.DKIM_DOMAIN,
    e.DKIM_SELECTOR,
    e.DKIM_PRIVATE_KEY,
  ].join('|');
  const known = globalRef.__alertsTransport;
  if (known?.key === key) return known.t;
  known?.t.close();
  const t = e.SMTP_URL ? smtpTransport(e, e.SMTP_URL) : outboxTransport(e);
  globalRef.__alertsTransport = { key, t };
  logger().info(
    t.kind === 'smtp'
      ? 'alerts: mail goes out over SMTP (SMTP_URL)'
      : `alerts: no SMTP_URL: mails are written to ${path.resolve(e.DATA_DIR, 'outbox')} as .eml files`,
  );
  return t;
}
