/** `npm run db:seed`: migrates, then seeds the configured database if it is still empty. */
import { openDatabase } from '@/lib/db/connection';
import { prepareDatabase } from '@/lib/db/prepare';
import { getDatabaseConfig } from '@/lib/env';

const handle = await openDatabase(getDatabaseConfig());
try {
  await prepareDatabase(handle);
} finally {
  await handle.close();
}
