import { expect } from 'vitest';

import type { DefinedAction } from '@/lib/actions/define';
import type { Database } from '@/lib/db/connection';
import { ACCESS_MESSAGES } from '@/lib/messages';

import { anonymousContext, signedInAccount } from './accounts';
import { countAllTables } from './database';

/**
 * Proves an admin action refuses whoever is not an admin: an anonymous visitor, a signed-in account
 * without rights and an approved member each get the access message, no table gains or loses a
 * row, the rows the action would change (`snapshot`) stay as they were, and no cache tag expires.
 */
export async function expectAdminOnly<T>(
  db: Database,
  action: DefinedAction<T>,
  input: () => FormData,
  snapshot: () => Promise<unknown> = async () => null,
): Promise<void> {
  const member = await signedInAccount(db, { member: 'approved' });
  const plain = await signedInAccount(db);
  const callers = [
    { context: anonymousContext(db), message: ACCESS_MESSAGES.signedOut },
    { context: plain.context, message: ACCESS_MESSAGES.notAdmin },
    { context: member.context, message: ACCESS_MESSAGES.notAdmin },
  ];
  for (const { context, message } of callers) {
    const [counts, rows] = [await countAllTables(db), await snapshot()];
    const result = await action.run(input(), context.getContext);
    expect(result).toMatchObject({ ok: false, formError: message });
    expect(await countAllTables(db)).toEqual(counts);
    expect(await snapshot()).toEqual(rows);
    expect(context.revalidate).not.toHaveBeenCalled();
  }
}
