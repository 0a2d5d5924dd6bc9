import 'server-only';
import type { RequestsPlug } from '@/lib/features/alerts/worker';
import { logger } from '@/lib/platform/observability/logger';
import { requestMail } from './mail';
import { eraseClosed } from './retention';

/** What the requests add to the alerts' worker (instrumentation.ts hands it in). */
export const requestsPlug: RequestsPlug = {
  requestMail,
  round: async (db, now) => {
    const erased = await eraseClosed(db, now);
    // A count, never a reference or an address.
    if (erased.length)
      logger().info(`requests: personal data of ${erased.length} closed request(s) erased`);
  },
};
