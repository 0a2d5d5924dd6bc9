import type { z } from 'zod';
import { alertTokenForm, subscribeForm, unsubscribeForm } from '@/lib/features/alerts/form';
import { ALERT_PAGES } from '@/lib/features/alerts/paths';
import { altchaChallengeReply } from '@/lib/core/forms/captcha/challenge-reply';
import { messageReply } from '@/lib/core/contract/replies';
import { feedbackForm } from '@/lib/features/page-feedback/form';
import { themeForm, themeReply } from '@/lib/features/theme/form';
import {
  BODY_REFUSALS,
  FORM_MEDIA,
  formRefused,
  json,
  redirect,
  refused,
  type OwnEndpoint,
  type OwnResponse,
} from './own-operation';

/**
 * The site's own endpoints for visitors (docs/open-data.md): the forms' captcha, the e-mail
 * alerts, the page feedback and the theme. A form's fields come from a page without JavaScript
 * (a form post, answered with a 303 to a page) or from a script asking for JSON
 * (`Accept: application/json`, answered with JSON); the query string may carry them too.
 */

const CHALLENGE: Record<string, OwnResponse> = {
  '200': { description: 'A fresh challenge (never cached)', content: json(altchaChallengeReply) },
  '502': refused('The challenge could not be made'),
};

/** The replies every alerts form shares (lib/features/alerts/reply.ts). */
const ALERT_REPLIES: Record<string, OwnResponse> = {
  '200': { description: 'A script: done, in words', content: json(messageReply) },
  '303': redirect(
    `A form post: the result page (${ALERT_PAGES.result}, /en first for English) with the ` +
      'outcome’s code (?r= done, ?e= refused)',
  ),
  '400': refused('A script: refused (the message says why), or a body that cannot be read'),
  '403': refused('A script: posted from another site'),
  ...BODY_REFUSALS,
  '503': refused('A script: the alerts are unavailable for now'),
};

const USED = { '410': refused('A script: the link was used already') };

const alertForm = (
  operationId: string,
  path: string,
  summary: string,
  schema: z.ZodObject,
  responses: Record<string, OwnResponse>,
): OwnEndpoint => ({
  operationId,
  method: 'POST',
  path,
  tag: 'alerts',
  summary,
  body: { schema, media: FORM_MEDIA },
  responses,
});

export const SITE_ENDPOINTS: OwnEndpoint[] = [
  {
    operationId: 'captchaChallenge',
    method: 'GET',
    path: '/api/captcha/challenge',
    tag: 'forms',
    summary: 'An ALTCHA challenge for the request form and the survey (verified_token)',
    responses: {
      ...CHALLENGE,
      '404': refused('Over an upstream (AUDIT_API_URL): the forms use reCAPTCHA'),
    },
  },
  {
    operationId: 'alertsChallenge',
    method: 'GET',
    path: '/api/alerts/challenge',
    tag: 'alerts',
    summary: 'An ALTCHA challenge for the alerts’ form, in both source modes (verified_token)',
    responses: CHALLENGE,
  },
  alertForm(
    'alertsSubscribe',
    '/api/alerts/subscribe',
    'Subscribe an address to a view’s new content: a confirmation mail is sent',
    subscribeForm,
    {
      ...ALERT_REPLIES,
      '200': {
        description:
          'A script: the confirmation mail is on its way (the same reply whether or ' +
          'not the address was subscribed)',
        content: json(messageReply),
      },
      '429': {
        ...refused(
          'A script: too many requests from this client or for this mailbox, or ' +
            'too many confirmation mails this hour',
        ),
        headers: { 'Retry-After': 'Seconds to wait' },
      },
    },
  ),
  alertForm(
    'alertsConfirm',
    '/api/alerts/confirm',
    'Confirm a subscription: the button of the page the mail’s link opens',
    alertTokenForm,
    { ...ALERT_REPLIES, ...USED },
  ),
  {
    ...alertForm(
      'alertsUnsubscribe',
      '/api/alerts/unsubscribe',
      'End a subscription or a digest: the mails’ List-Unsubscribe address (?t=…)',
      unsubscribeForm,
      {
        ...ALERT_REPLIES,
        '200': {
          description: 'A mail client’s one-click post, or a script: done, in words',
          content: json(messageReply),
        },
        ...USED,
      },
    ),
    query: unsubscribeForm.pick({ t: true }).partial(),
  },
  alertForm(
    'alertsManage',
    '/api/alerts/manage',
    'Unsubscribe an address from everything and erase it: the manage page’s button',
    alertTokenForm,
    { ...ALERT_REPLIES, ...USED },
  ),
  {
    operationId: 'pageFeedback',
    method: 'POST',
    path: '/api/page-feedback',
    tag: 'feedback',
    summary: 'Answer “Is this page useful?” for one of the site’s content pages',
    description: 'Stored in the site’s own database in both source modes, never sent upstream.',
    body: { schema: feedbackForm, media: FORM_MEDIA },
    responses: {
      '200': { description: 'A script: thanks, in words', content: json(messageReply) },
      '303': redirect(
        'A form post naming a content page: back to it with the outcome ' +
          '(?feedback=thanks, no: the text is asked next, or the refusal’s code; #page-feedback)',
      ),
      '400': refused('A script: refused (the message says why), or a body that cannot be read'),
      '403': formRefused('Posted from another site'),
      ...BODY_REFUSALS,
      '429': {
        ...refused('A script: too many answers from this client'),
        headers: { 'Retry-After': 'Seconds to wait' },
      },
      '503': refused('A script: the answer could not be stored now'),
    },
  },
  {
    operationId: 'theme',
    method: 'POST',
    path: '/api/theme',
    tag: 'site',
    summary: 'Keep the visitor’s colour theme in a cookie',
    body: { schema: themeForm, media: FORM_MEDIA },
    responses: {
      '200': {
        description: 'A script: the theme kept',
        headers: { 'Set-Cookie': 'theme=<theme>, for a year' },
        content: json(themeReply),
      },
      '303': redirect('A form post: back to the page it came from', {
        'Set-Cookie': 'theme=<theme>, for a year',
      }),
      '400': formRefused('No such theme, or a body that cannot be read'),
      '403': formRefused('Posted from another site'),
      ...BODY_REFUSALS,
    },
  },
];
