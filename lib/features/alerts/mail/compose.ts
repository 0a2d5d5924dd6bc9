import type { Locale } from '@/i18n/routing';
import { CONTROL } from '@/lib/core/contract/address';
import { alertText } from '../texts';

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

/** What the alert and digest mails link to. */
export interface MailLinks {
  site: string;
  origin: string;
  unsubscribe: string;
  oneClick: string;
  manage: string;
}

export interface MailEntry {
  title: string;
  url: string;
  date: string;
  summary: string;
  view: string;
  /** a recommendation's status changed (the summary names the old and the new status) */
  status?: boolean;
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

/** The confirmation mail of a new subscription (double opt-in). */
export function confirmationMail(input: {
  lang: Locale;
  to: string;
  site: string;
  view: string;
  confirmUrl: string;
  id: string;
  origin: string;
}): Mail {
  const t = (k: Parameters<typeof alertText.mail>[1], v?: Record<string, string>) =>
    alertText.mail(input.lang, k, v);
  const subject = oneLine(t('confirmSubject', { view: input.view }));
  const lines = [
    t('confirmText', { site: input.site, view: input.view }),
    '',
    t('confirmAction'),
    input.confirmUrl,
    '',
    t('confirmIgnore'),
  ];
  const html = htmlDocument(
    input.lang,
    subject,
    `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[2]!)}<br>${link(input.confirmUrl, input.confirmUrl)}</p>` +
      `<p>${escapeHtml(lines[5]!)}</p>`,
  );
  return {
    to: input.to,
    subject,
    text: lines.join('\n') + '\n',
    html,
    messageId: messageId('confirm', input.id, input.origin),
  };
}

/** An alert of one new item, or a digest of several (one mail per address). */
export function alertMail(input: {
  lang: Locale;
  to: string;
  entries: MailEntry[];
  links: MailLinks;
  id: string | number;
  digest: boolean;
}): Mail {
  const { lang, entries, links } = input;
  const t = (k: Parameters<typeof alertText.mail>[1], v?: Record<string, string | number>) =>
    alertText.mail(lang, k, v);
  const first = entries[0]!;
  const subject = oneLine(
    input.digest
      ? t('digestSubject', { count: entries.length, site: links.site })
      : t(first.status ? 'statusSubject' : 'itemSubject', { title: first.title }),
  );
  const intro = input.digest
    ? t('digestIntro', { site: links.site })
    : t('itemIntro', { site: links.site, view: first.view });
  const views = [...new Set(entries.map((e) => e.view))].join('; ');
  const footer = [
    t('why', { view: views }),
    `${t('unsubscribe')}: ${links.unsubscribe}`,
    `${t('manage')}: ${links.manage}`,
  ];
  const text = [
    intro,
    '',
    ...entries.flatMap((e) => [
      oneLine(e.title, 1000),
      e.date,
      ...(e.summary ? [e.summary] : []),
      `${t('open')}: ${e.url}`,
      '',
    ]),
    '-- ',
    ...footer,
  ].join('\n');
  const items = entries
    .map(
      (e) =>
        `<h2 style="font-size:1.1em;margin:1.2em 0 .2em">${link(e.url, oneLine(e.title, 1000))}</h2>` +
        `<p style="margin:0;color:#555">${escapeHtml(e.date)}</p>` +
        (e.summary ? `<p style="margin:.3em 0">${escapeHtml(e.summary)}</p>` : ''),
    )
    .join('');
  const html = htmlDocument(
    lang,
    subject,
    `<p>${escapeHtml(intro)}</p>${items}<hr>` +
      `<p style="font-size:.9em;color:#555">${escapeHtml(footer[0]!)}<br>` +
      `${link(links.unsubscribe, t('unsubscribe'))} · ${link(links.manage, t('manage'))}</p>`,
  );
  return {
    to: input.to,
    subject,
    text: text + '\n',
    html,
    messageId: messageId(input.digest ? 'digest' : 'alert', input.id, links.origin),
    unsubscribeUrl: links.oneClick,
  };
}
