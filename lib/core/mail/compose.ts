/** The site's mails, whatever sends them (the alerts, the requests): a mail and its safe parts. */
import type { Locale } from '@/i18n/routing';
import { CONTROL } from '@/lib/core/contract/address';

/** A mail ready for the transport: every header value is one line by construction. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** a stable Message-ID (a resend of the same delivery carries the same one) */
  messageId: string;
  /** absolute one-click unsubscribe address (RFC 8058); none on confirmation mails */
  unsubscribeUrl?: string;
}

/** A header-safe line: control characters (CR, LF, NUL, …) become spaces; long values are cut. */
export function oneLine(value: string, max = 200): string {
  const flat = value.replace(new RegExp(CONTROL.source, 'g'), ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The Message-ID of a mail of this site: `<kind.id@host>`. */
export function messageId(kind: string, id: string | number, origin: string): string {
  return `<${kind}.${id}@${new URL(origin).hostname}>`;
}

export function htmlDocument(lang: Locale, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5;max-width:40em">` +
    `${body}</body></html>`
  );
}

export const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:#0b3d6e">${escapeHtml(text)}</a>`;
