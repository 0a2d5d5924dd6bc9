import 'server-only';
import type { Db } from '@/lib/core/db/client';
import { logger } from '@/lib/platform/observability/logger';
import { requestMail } from './mail';
import { eraseClosed } from './retention';

/** What the requests add to the alerts' worker (instrumentation.ts hands it in: its `RequestsPlug`). */
export const requestsPlug = {
  requestMail,
  round: async (db: Db, now: Date) => {
    const erased = await eraseClosed(db, now);
    // A count, never a reference or an address.
    if (erased.length)
      logger().info(`requests: personal data of ${erased.length} closed request(s) erased`);
  },
};
