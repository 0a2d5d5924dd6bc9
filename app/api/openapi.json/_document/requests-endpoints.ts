import { z } from 'zod';
import { messageReply } from '@/lib/core/contract/replies';
import { lookupForm } from '@/lib/features/requests/lookup-form';
import { REQUEST_API } from '@/lib/features/requests/paths';
import { stateChange } from '@/lib/features/requests/state-change';
import {
  BODY_REFUSALS,
  FORM_MEDIA,
  json,
  redirect,
  refused,
  type OwnEndpoint,
} from './own-operation';

/** The followed requests' endpoints (docs/requests.md). */
export const REQUESTS_ENDPOINTS: OwnEndpoint[] = [
  {
    operationId: 'requestsLink',
    method: 'POST',
    path: REQUEST_API.link,
    tag: 'requests',
    summary: 'Mail a new link to a request’s status page (the lookup form)',
    description:
      'Answers the same words, at once, whether or not the reference and the address match a ' +
      'request; the look-up and the mail happen off the request. At most ' +
      'REQUESTS_LOOKUP_PER_REFERENCE mails a day per reference and REQUESTS_LOOKUPS_PER_HOUR ' +
      'for the whole site.',
    body: { schema: lookupForm, media: FORM_MEDIA },
    responses: {
      '200': { description: 'The same words in every case', content: json(messageReply) },
      '303': redirect('A form posted without JavaScript: its page, with the outcome’s code'),
      '400': refused('Not a reference like M-20261206-ABC234, or not an e-mail address'),
      '403': refused('Posted from another site'),
      '429': {
        ...refused('Too many posts from this client (FORM_RATE_LIMIT per FORM_RATE_WINDOW_S)'),
        headers: { 'Retry-After': 'Seconds to wait' },
      },
      ...BODY_REFUSALS,
    },
  },
  {
    operationId: 'requestsStatus',
    method: 'POST',
    path: REQUEST_API.status,
    tag: 'requests',
    summary: 'Record a state of a followed request (the institution’s case system)',
    description:
      'A new state is recorded with its date and mailed to the citizen once; a state the ' +
      'request already had changes nothing. The token is compared in constant time before the ' +
      'body is read.',
    security: 'requestsStatusToken',
    body: { schema: stateChange, media: ['application/json'] },
    responses: {
      '200': {
        description: 'Recorded and mailed (added), or already known (unchanged)',
        content: json(
          z.object({
            status: z.literal(true),
            message: z.string(),
            result: z.enum(['added', 'unchanged']),
          }),
        ),
      },
      '400': refused('A field is missing or wrong (each named with its problem)'),
      '401': {
        ...refused('The token is missing or wrong, or REQUESTS_STATUS_TOKEN is not set'),
        headers: { 'WWW-Authenticate': 'Bearer realm="requests"' },
      },
      '404': refused('No request has this reference'),
      '503': refused('The state could not be recorded; try again'),
      ...BODY_REFUSALS,
    },
  },
];
