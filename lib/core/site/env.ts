import { z } from 'zod';
import { envReader } from '@/lib/platform/config/read-env';

const schema = z.object({
  /** the tracker's status id that means "implemented" (docs/tracker.md "The figures") */
  TRACKER_STATUS_IMPLEMENTED: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  /** the tracker's status id that means "partly implemented" */
  TRACKER_STATUS_PARTLY: z.coerce.number().int().min(1).max(2_147_483_647).default(2),
  /** the licence of the open data (docs/open-data.md "The dataset catalogue"): its address */
  OPEN_DATA_LICENSE_URL: z.url().default('https://creativecommons.org/licenses/by/4.0/'),
  /** the licence's name, as the catalogue page shows it */
  OPEN_DATA_LICENSE_NAME: z.string().trim().min(1).default('CC BY 4.0'),
});

/**
 * The product's own settings (the platform's are lib/platform/config/env.ts), read from the
 * environment at run time and parsed once.
 */
export const siteEnv: () => z.infer<typeof schema> = envReader(schema);
