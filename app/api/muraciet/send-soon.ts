import { sendQueuedSoon } from '@/lib/features/alerts/confirmations';
import { requestMail } from '@/lib/features/requests/mail';

/**
 * Where the requests meet the alerts: a request's mails are queued with the alerts' and sent
 * soon by the same queue, off the request that queued them (docs/requests.md).
 */
export const sendRequestMailsSoon = (): void => sendQueuedSoon('request:', requestMail);
