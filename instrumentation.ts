/**
 * Server start: warns in production when no proxy is trusted for client addresses (then there are
 * no per-address rate limits, lib/security/client-ip.ts), installs the route cache's shared tag
 * state (lib/cache/tag-versions.ts) before any request is answered, opens, migrates and seeds the
 * database so the first visitor does not wait for it, then starts the background jobs
 * (lib/jobs/background-jobs.ts: mail delivery, digests, ad-expiry warnings, orphaned uploads, the
 * retention purge).
 * Skipped during `next build`, whose prerendering opens its own database (lib/db/client.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isBuildPhase } = await import('@/lib/env');
  if (isBuildPhase()) return;
  const { warnIfNoTrustedProxy } = await import('@/lib/security/client-ip');
  warnIfNoTrustedProxy();
  const { installSharedTagVersions } = await import('@/lib/cache/tag-versions');
  installSharedTagVersions();
  const { getDb } = await import('@/lib/db/client');
  const db = await getDb();
  const [{ startBackgroundJobs }, { BACKGROUND_JOBS }] = await Promise.all([
    import('@/lib/jobs/scheduler'),
    import('@/lib/jobs/background-jobs'),
  ]);
  startBackgroundJobs(db, BACKGROUND_JOBS);
}
