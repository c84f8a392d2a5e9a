/**
 * Opens, migrates and seeds the database when the server starts, so the first visitor does not
 * wait for it. Skipped during `next build`, which must never open the embedded database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isBuildPhase } = await import('@/lib/env');
  if (isBuildPhase()) return;
  const { getDb } = await import('@/lib/db/client');
  await getDb();
}
