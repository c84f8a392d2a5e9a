/**
 * How long stored submissions are kept (the privacy page, /privatnost, states the same): after
 * that the purge worker deletes them (lib/data/retention.ts). Members' own data lives as long as
 * their account; deleting the account deletes it (docs/members.md).
 */
export const RETENTION_DAYS = {
  /** Contact messages, join and team applications, event suggestions, event registrations, message reports. */
  submissions: 365,
  /** Newsletter sign-ups never confirmed, and addresses after unsubscribing. */
  newsletterInactive: 30,
  /** Mail the outbox sent or gave up on (its text names people). */
  sentMail: 90,
  /** Who a newsletter issue went to (one row per address), after the issue was sent; its counts stay. */
  newsletterDeliveries: 30,
  /** Announcements and media items an admin deleted: restorable until then (the undo toast). */
  deletedItems: 30,
  /** A password-reset link (its hash, account and times) after it was used or expired. */
  passwordResetLinks: 1,
  /**
   * The staff log ('Dnevnik izmena'): who in the team changed what. The database refuses to delete
   * a younger entry (supabase/migrations/*_staff_roles_log_signups_profile_email.sql).
   */
  staffLog: 730,
  /** A sign-up whose confirmation link expired unused (its address, name and password hash). */
  expiredSignups: 1,
} as const;

/** Items deleted before this moment can no longer be restored (and are purged). */
export function deletedItemCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS.deletedItems * 86_400_000);
}

/** The worker runs at start and then once a day. */
export const RETENTION_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
