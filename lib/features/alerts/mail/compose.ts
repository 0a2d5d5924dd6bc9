import type { Locale } from '@/i18n/routing';
import {
  escapeHtml,
  htmlDocument,
  link,
  messageId,
  oneLine,
  type Mail,
} from '@/lib/core/mail/compose';
import { alertText } from '../texts';

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
