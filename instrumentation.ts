/**
 * Server start: installs the route cache's shared tag state (lib/data/tag-versions.ts) before any
 * request is answered, opens, migrates and seeds the database so the first visitor does not wait
 * for it, then starts the outbox worker that retries due e-mail (a no-op without a mail provider),
 * the hourly check for members due their daily digest of unread messages, and the hourly removal
 * of uploaded avatars no profile shows after a day.
 * Skipped during `next build`, whose prerendering opens its own database (lib/db/client.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isBuildPhase } = await import('@/lib/env');
  if (isBuildPhase()) return;
  const { installSharedTagVersions } = await import('@/lib/data/tag-versions');
  installSharedTagVersions();
  const { getDb } = await import('@/lib/db/client');
  const db = await getDb();
  const { startMailWorker } = await import('@/lib/mail/schedule');
  startMailWorker();
  const { startMessageDigestWorker } = await import('@/lib/members/digest');
  startMessageDigestWorker(db);
  const { startOrphanedUploadWorker } = await import('@/lib/storage/upload-guard');
  startOrphanedUploadWorker(db);
}
