/**
 * The interface texts, one pair of files (Azerbaijani, English) per area of
 * the site, so each area's texts live next to each other and apart from the
 * others': `core` (shell, errors, shared components), `publications`, `home`
 * (home, records, filter, search), `documents` (legal, videos, civil service,
 * data pages, recommendations), `forms` (requests, proposals, survey), `alerts`,
 * `feedback` (the "Is this page useful?" question and its summary),
 * `accessibility` (the accessibility statement) and `requests` (following a request).
 * Every top-level key (namespace) belongs to exactly one area.
 */
import type { AbstractIntlMessages } from 'next-intl';
import type accessibility from './accessibility.az.json';
import type alerts from './alerts.az.json';
import type core from './core.az.json';
import type documents from './documents.az.json';
import type feedback from './feedback.az.json';
import type forms from './forms.az.json';
import type home from './home.az.json';
import type publications from './publications.az.json';
import type requests from './requests.az.json';

export const MESSAGE_AREAS = [
  'core',
  'publications',
  'home',
  'documents',
  'forms',
  'alerts',
  'feedback',
  'accessibility',
  'requests',
] as const;

export type AppMessages = typeof core &
  typeof publications &
  typeof home &
  typeof documents &
  typeof forms &
  typeof alerts &
  typeof feedback &
  typeof accessibility &
  typeof requests;

const loaded = new Map<'az' | 'en', Promise<AppMessages>>();

/**
 * All texts of one language, merged from every area: merged once per process
 * and language (every request asks for them), frozen so no caller can change
 * what the next request reads.
 */
export function loadMessages(locale: 'az' | 'en'): Promise<AppMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all(
      MESSAGE_AREAS.map(async (area) => (await import(`./${area}.${locale}.json`)).default),
    )
      // Cast: a dynamic import of JSON is untyped; AppMessages is the same files' static type.
      .then((parts) => Object.freeze(Object.assign({}, ...parts)) as AppMessages)
      .catch((e: unknown) => {
        loaded.delete(locale);
        throw e;
      });
    loaded.set(locale, messages);
  }
  return messages;
}

/**
 * The namespaces client components translate (useTranslations in a
 * 'use client' file). Only these reach the browser; everything else is
 * rendered on the server. The shell's go to every page (the locale layout);
 * a page's own go only to its page, through components/i18n/ClientMessages.
 * messages/client-messages.test.ts keeps the lists complete.
 */
export const SHELL_CLIENT_NAMESPACES = ['Cards', 'Errors'] as const;

/**
 * Of a large shell namespace, the keys its client components use (the error page and the
 * client-side 404): the rest of it stays on the server (issue 55, 1.3 KB of every page).
 */
export const CLIENT_KEYS: {
  readonly [N in keyof AppMessages]?: readonly (keyof AppMessages[N])[];
} = {
  Errors: ['serverTitle', 'serverText', 'retry', 'unknown', 'notFoundTitle'],
};

export const PAGE_CLIENT_NAMESPACES = [
  'Captcha',
  'FormErrors',
  'RequestForm',
  'Survey',
  'VideoGallery',
] as const;

export type PageClientNamespace = (typeof PAGE_CLIENT_NAMESPACES)[number];

/** The part of the messages sent to the browser: the shell's, plus a page's own. */
export function clientMessages(
  all: AppMessages,
  pageNamespaces: readonly PageClientNamespace[] = [],
): AbstractIntlMessages {
  const out: AbstractIntlMessages = {};
  for (const ns of [...SHELL_CLIENT_NAMESPACES, ...pageNamespaces]) {
    const namespace: AbstractIntlMessages = all[ns];
    const keys: readonly string[] | undefined = CLIENT_KEYS[ns];
    out[ns] = keys ? Object.fromEntries(keys.map((k) => [k, namespace[k]!])) : namespace;
  }
  return out;
}
