import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/core/db/client';
import { requestStates, requestTracks } from '@/lib/core/db/schema';
import { siteOrigin } from '@/lib/platform/config/env';
import {
  escapeHtml,
  htmlDocument,
  link,
  messageId,
  oneLine,
  type Mail,
} from '@/lib/core/mail/compose';
import { formatDate } from '@/lib/core/format/date';
import { requestsEnv } from './env';
import { statusLink } from './link';
import { optionNames } from './options';
import { requestText, type RequestMailKey } from './texts';

type Lang = 'az' | 'en';

/** A mail of paragraphs (the first is the subject's), a link to the status page, a closing line. */
function mailOf(lang: Lang, to: string, subject: string, lines: string[], url: string, id: string) {
  const t = (k: RequestMailKey, v?: Record<string, string | number>) =>
    requestText.mail(lang, k, v);
  const open = t('open', { days: requestsEnv().REQUESTS_LINK_DAYS });
  const closing = t('ignore');
  const text = [...lines, '', `${open}:`, url, '', closing].join('\n') + '\n';
  const html = htmlDocument(
    lang,
    subject,
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p>${escapeHtml(open)}:<br>${link(url, url)}</p>` +
      `<p style="font-size:.9em;color:#555">${escapeHtml(closing)}</p>`,
  );
  const mail: Mail = {
    to,
    subject: oneLine(subject),
    text,
    html,
    messageId: messageId('request', id, siteOrigin()),
  };
  return mail;
}

/**
 * The mail of a queued row of a followed request, made now with a fresh link (the queue
 * never holds one): the receipt ('request:receipt'), a new state ('request:state:<id>') or a
 * new link asked for by the lookup form ('request:link:<n>'). Never the request's text, name
 * or file. Null when the request's address was erased meanwhile.
 */
export async function requestMail(
  db: Db,
  delivery: { id: number; requestId: number; key: string },
): Promise<Mail | null> {
  const [track] = await db
    .select()
    .from(requestTracks)
    .where(eq(requestTracks.id, delivery.requestId));
  if (!track?.email) return null;
  const lang: Lang = track.language === 'en' ? 'en' : 'az';
  const t = (k: RequestMailKey, v?: Record<string, string | number>) =>
    requestText.mail(lang, k, v);
  const { reference } = track;
  const url = statusLink(lang, reference);
  const id = String(delivery.id);
  if (delivery.key === 'request:receipt') {
    const received = formatDate(track.receivedOn);
    const names = await optionNames(lang);
    const type = names.types.get(track.typeId);
    const institution =
      track.institutionId === null ? undefined : names.institutions.get(track.institutionId);
    const lines = [
      t('receiptIntro', { received }),
      t('reference', { reference }),
      ...(type ? [t('type', { type })] : []),
      ...(institution ? [t('institution', { institution })] : []),
      t('received', { received }),
      t('deadline', { deadline: formatDate(track.deadline) }),
    ];
    return mailOf(lang, track.email, t('receiptSubject', { reference }), lines, url, id);
  }
  const stateId = /^request:state:(\d+)$/.exec(delivery.key)?.[1];
  if (stateId) {
    const [row] = await db
      .select()
      .from(requestStates)
      .where(eq(requestStates.id, Number(stateId)));
    if (!row) return null;
    const state = requestText.state(lang, row.state);
    const since = formatDate(row.since);
    const lines = [
      t('stateIntro', { reference, state, since }),
      ...(row.forwardedTo ? [t('forwardedTo', { body: row.forwardedTo })] : []),
    ];
    return mailOf(lang, track.email, t('stateSubject', { reference, state }), lines, url, id);
  }
  const lines = [t('linkIntro', { reference })];
  return mailOf(lang, track.email, t('linkSubject', { reference }), lines, url, id);
}
