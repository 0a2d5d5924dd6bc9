/**
 * The e-mail alerts' data of one address, for a data subject's request.
 *   npm run alerts:privacy -- export someone@example.az   prints it as JSON
 *   npm run alerts:privacy -- erase someone@example.az    deletes it (subscriptions and queued mails too)
 * Uses the site's DATABASE_URL / DATA_DIR; stop the site first when it uses
 * the embedded database (one process at a time).
 */
import { exportAddress, eraseByEmail } from '@/lib/features/alerts/privacy';
import { env } from '@/lib/platform/config/env';
import { openDatabase } from '@/lib/core/db/client';

async function main() {
  const [command, email] = process.argv.slice(2);
  if (!(command === 'export' || command === 'erase') || !email) {
    console.error('usage: npm run alerts:privacy -- export|erase <address>');
    process.exit(2);
  }
  const { DATABASE_URL, DATA_DIR } = env();
  const { db, close } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  try {
    if (command === 'export') {
      const data = await exportAddress(db, email);
      console.log(data ? JSON.stringify(data, null, 2) : 'No data is stored for this address.');
    } else {
      console.log(
        (await eraseByEmail(db, email))
          ? 'Erased: the address, its subscriptions and its queued mails.'
          : 'No data is stored for this address.',
      );
    }
  } finally {
    await close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
