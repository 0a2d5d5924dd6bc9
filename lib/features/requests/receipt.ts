import 'server-only';
import { calls } from '@/lib/core/contract/calls';
import { newReference } from '@/lib/core/contract/reference';
import { getDb } from '@/lib/core/db/client';
import { logError } from '@/lib/platform/observability/log';
import { followRequest } from './track';

/**
 * Sends the requests' queued mails soon, off the request that queued them: they go out through
 * the alerts' mail queue, which the routes hand in (app/api/muraciet/send-soon.ts).
 */
export type SendSoon = () => void;

/**
 * After a request was stored (local) or accepted by the upstream (remote): the reference the
 * citizen is shown (the local source's, else one made here), and the request followed with
 * its receipt mail queued and sent off the request. A failure here is logged, never the
 * submission's: the request itself was taken.
 */
export async function followSubmitted(
  input: Record<string, unknown>,
  reference: string | undefined,
  sendSoon: SendSoon,
): Promise<string> {
  const shown = reference ?? newReference();
  try {
    const request = calls.muracietAdd.request.parse(input);
    await followRequest(await getDb(), {
      reference: shown,
      email: request.e_poct,
      language: request.language,
      typeId: request.muraciet_novu,
      institutionId: request.qurum ?? null,
    });
    sendSoon();
  } catch (e) {
    logError('requests: a receipt was not queued', e);
  }
  return shown;
}
