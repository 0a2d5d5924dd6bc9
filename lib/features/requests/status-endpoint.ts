import 'server-only';
import crypto from 'node:crypto';
import { NextResponse } from 'next/server';
import { failure, readInputOrFailure } from '@/lib/core/forms/reply';
import { getDb } from '@/lib/core/db/client';
import { logError } from '@/lib/platform/observability/log';
import { bearerMatches } from '@/lib/platform/observability/metrics-endpoint';
import { requestsEnv } from './env';
import type { SendSoon } from './receipt';
import { problems, stateChange } from './state-change';
import { recordState } from './track';

/** Compared against when no token is configured, so that an unset endpoint answers alike. */
const NO_TOKEN = crypto.randomBytes(32).toString('hex');

/** The 401 of a missing or wrong token (and of an endpoint with no token configured). */
const unauthorized = () => {
  const reply = failure('Not authorized', 401);
  reply.headers.set('www-authenticate', 'Bearer realm="requests"');
  return reply;
};

/**
 * POST /api/muraciet/status: the institution's case system records a state of a followed
 * request (docs/requests.md, "The endpoint"). `Authorization: Bearer $REQUESTS_STATUS_TOKEN`
 * is compared in constant time before anything is read; without it, or with another, 401 and
 * nothing changed. Body: {reference, state, date, note?, forwarded_to?}. A new state is
 * recorded and mailed once (200, result "added"); a known one changes nothing (200,
 * "unchanged"); an unknown reference is 404; bad input 400 with the problems.
 */
export async function statusRequest(req: Request, sendSoon: SendSoon): Promise<Response> {
  const token = requestsEnv().REQUESTS_STATUS_TOKEN;
  const matches = bearerMatches(req.headers.get('authorization'), token ?? NO_TOKEN);
  if (!token || !matches) return unauthorized();
  const input = await readInputOrFailure(req);
  if (input instanceof Response) return input;
  const change = stateChange.safeParse(input);
  if (!change.success) return failure(problems(change.error), 400);
  try {
    const result = await recordState(await getDb(), change.data);
    if (result === 'unknown') return failure(`No request ${change.data.reference}`, 404);
    if (result === 'added') sendSoon();
    return NextResponse.json({ status: true, message: '', result });
  } catch (e) {
    logError('requests: a state was not recorded', e);
    return failure('The state could not be recorded; try again', 503);
  }
}
