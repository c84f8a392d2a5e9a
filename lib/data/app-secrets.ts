import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { appSecrets } from '@/lib/db/schema';

const signingKeys = new WeakMap<Database, Promise<string>>();

/**
 * The key that signs one-click e-mail links (lib/security/signed-link.ts). The migration that
 * created `app_secrets` made it, so reading it never writes; read once per database and process.
 */
export function readLinkSigningKey(db: Database): Promise<string> {
  let key = signingKeys.get(db);
  if (!key) {
    key = db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, 'link_signing'))
      .then(([row]) => {
        if (!row) throw new Error('app_secrets.link_signing is missing: run the migrations');
        return row.value;
      });
    key.catch(() => signingKeys.delete(db));
    signingKeys.set(db, key);
  }
  return key;
}
