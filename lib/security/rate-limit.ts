import 'server-only';

import { and, eq, gt, lt, sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { FORM_MESSAGES } from '@/lib/validation/messages';

import { UNKNOWN_CLIENT_IP } from './client-ip';
import { canonicalMailbox } from './mailbox';

export interface RateLimitRule {
  /** Attempts allowed per e-mail address in one window; absent: no e-mail counter. */
  perEmail?: number;
  /**
   * Attempts allowed per signed-in account (the member's id, else the user's id) in one window.
   * For limits on what an account does: its profile e-mail is its own to change, its id is not.
   */
  perAccount?: number;
  /** Attempts allowed per client IP address in one window. */
  perIp: number;
  windowMinutes: number;
}

/**
 * Limits of the public forms (docs/forms.md). The per-e-mail numbers of contact, join and team are
 * the spec's (§9); the other three are ours. The per-IP limit is only an abuse guard, ten times
 * looser: a coworking space, a campus, a workshop where everyone applies at once or a mobile
 * carrier puts many people behind one address, and the tenth of them must still reach us.
 */
export const RATE_LIMITS = {
  contact: { perEmail: 3, perIp: 30, windowMinutes: 15 },
  join: { perEmail: 2, perIp: 20, windowMinutes: 30 },
  teamApplication: { perEmail: 1, perIp: 10, windowMinutes: 60 },
  eventSuggestion: { perEmail: 3, perIp: 30, windowMinutes: 60 },
  eventRegistration: { perEmail: 5, perIp: 50, windowMinutes: 60 },
  newsletter: { perEmail: 3, perIp: 30, windowMinutes: 60 },
  /**
   * Unsubscribing by a newsletter's signed link (page and one-click POST), keyed by the mailbox the
   * link names; no IP counter is passed (mail providers post for many people from few addresses).
   */
  newsletterUnsubscribe: { perEmail: 10, perIp: 100, windowMinutes: 60 },
  /** Sign-in attempts (docs/admin.md): a success hands its attempt back, so only failures count. */
  signIn: { perEmail: 5, perIp: 30, windowMinutes: 15 },
  /** A workshop or a class may sign up together from one address: the per-address guard only stops scripts. */
  signUp: { perEmail: 3, perIp: 50, windowMinutes: 60 },
  /** Per signed-in account: 5 per account, whatever address it comes from. */
  passwordChange: { perAccount: 5, perIp: 20, windowMinutes: 15 },
  /** /files/upload, keyed on the account id: an admin filling a gallery stays far below 30 in 10 minutes. */
  upload: { perAccount: 30, perIp: 120, windowMinutes: 10 },
  /** 'Pošalji link ponovo' on the sign-in pages: a new confirmation link. */
  confirmationResend: { perEmail: 3, perIp: 20, windowMinutes: 60 },
  /**
   * 'Zaboravljena lozinka?' (docs/accounts.md): links asked for per canonical mailbox, and, counted
   * apart once the address names an account, per account (two spellings of one mailbox, or a
   * mailbox and an account that differ only in folding, still share the account's counter). A
   * refusal by the account's counter answers like a success and sends nothing.
   */
  passwordReset: { perEmail: 3, perIp: 20, windowMinutes: 60 },
  passwordResetAccount: { perAccount: 3, perIp: 20, windowMinutes: 60 },
  /** The form of the mailed link: per client address (a token is 256 random bits; this only stops scripts). */
  passwordResetSet: { perIp: 20, windowMinutes: 15 },
  /**
   * Members' messages (docs/members.md), keyed by the sender's member id (a changed profile
   * address is no fresh counter): a lively chat stays well below 30 a minute, a script pasting the
   * same text to everyone does not.
   */
  memberMessage: { perAccount: 30, perIp: 120, windowMinutes: 1 },
  /**
   * Members' cheap writes (docs/members.md), per member account:
   * posting and editing ads (each post earns points), mentorship requests (each mails a mentor) and
   * profile and notification saves. Far above what a person does; the daily cap on new ads is
   * separate (AD_DAILY_LIMIT).
   */
  memberAd: { perAccount: 10, perIp: 60, windowMinutes: 60 },
  mentorshipRequest: { perAccount: 5, perIp: 30, windowMinutes: 60 },
  profileSave: { perAccount: 20, perIp: 100, windowMinutes: 15 },
  /** A profile's new contact address: each save mails a link to an address someone typed. */
  profileEmailConfirm: { perAccount: 3, perIp: 20, windowMinutes: 60 },
  /**
   * Members' one-click 'Prijavi se' and 'Otkaži prijavu' on events (issue 50), per member account:
   * each registration mails its confirmation.
   */
  eventRsvp: { perAccount: 20, perIp: 100, windowMinutes: 15 },
  /** 'Prikaži me drugim članovima kao učesnika' switched after registering (issue 50), per member account. */
  eventAttendance: { perAccount: 30, perIp: 100, windowMinutes: 15 },
  /**
   * 'Pošalji poruku prijavljenima' (issue 50, docs/admin.md "Događaji"), per organiser account: each
   * send mails everyone registered for an event, so a few an hour, not the panel's 120 a minute.
   */
  attendeeMessage: { perAccount: 5, perIp: 20, windowMinutes: 60 },
  /** Reports of messages and ads, keyed by the member's id: each one mails every admin. */
  memberReport: { perAccount: 10, perIp: 50, windowMinutes: 60 },
  /**
   * Every admin mutation (docs/admin.md), keyed by the admin's account id: far above a person's pace
   * (the blog's autosave is one a half-minute), far below a script's with a stolen session.
   */
  adminMutation: { perAccount: 120, perIp: 600, windowMinutes: 1 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitCategory = keyof typeof RATE_LIMITS;

/** One counter that was incremented, remembered so that the attempt can be handed back. */
export interface RateLimitHit {
  key: string;
  windowStart: Date;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole minutes until the window that refused ends, rounded up; 0 when allowed. */
  retryAfterMinutes: number;
  hits: RateLimitHit[];
}

export interface RateLimitSubject {
  category: RateLimitCategory;
  /** The submitted address; its canonical mailbox is the key (`canonicalMailbox`). Empty or absent: no e-mail counter. */
  email?: string | null;
  /** The signed-in account's id, counted when the rule has `perAccount`. */
  account?: string | null;
  /** The bucket from `clientIpFrom` (unparsable addresses share one); absent or `UNKNOWN_CLIENT_IP`: no IP counter. */
  clientIp?: string | null;
  /** The site's host, part of the e-mail key as the spec has it ("e-mail plus site host"). */
  host: string;
}

/** Counter keys of one submission: one per mailbox (with host), one per account, one per client IP. */
export function rateLimitKeys({
  category,
  email,
  account,
  clientIp,
  host,
}: RateLimitSubject): { key: string; limit: number }[] {
  const rule: RateLimitRule = RATE_LIMITS[category];
  const keys: { key: string; limit: number }[] = [];
  const address = email ? canonicalMailbox(email) : '';
  if (address && rule.perEmail !== undefined)
    keys.push({ key: `${category}:email:${address}|${host.toLowerCase()}`, limit: rule.perEmail });
  if (account && rule.perAccount !== undefined)
    keys.push({ key: `${category}:account:${account}`, limit: rule.perAccount });
  if (clientIp && clientIp !== UNKNOWN_CLIENT_IP) keys.push({ key: `${category}:ip:${clientIp}`, limit: rule.perIp });
  return keys;
}

/** Minutes left in the window that started at `windowStart`, rounded up, at least 1. */
export function minutesUntilReset(windowStart: Date, windowMinutes: number, now: Date): number {
  const end = windowStart.getTime() + windowMinutes * 60_000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 60_000));
}

/** The refusal text of spec §5: 'Previše pokušaja. Pokušajte ponovo za {n} minuta.' */
export function rateLimitMessage(minutes: number): string {
  return FORM_MESSAGES.rateLimited(minutes);
}

/**
 * Counts one attempt against every key of the subject and says whether it may go on. A counter's
 * window opens at its first attempt and lasts the rule's minutes, as the spec's limiter has it
 * (the fourth message in a row waits the full 15 minutes, and no clock boundary lets a burst of
 * twice the limit through). Each counter is one row, changed by one atomic upsert that starts a
 * new window when the old one has ended, so concurrent requests, several app instances and
 * restarts all see the same count: of 20 simultaneous attempts exactly `limit` pass.
 */
export async function consumeRateLimit(
  db: Database,
  subject: RateLimitSubject,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  const { windowMinutes } = RATE_LIMITS[subject.category];
  const expiresAt = new Date(now.getTime() + windowMinutes * 60_000);
  // One statement for all keys, in a fixed order: it holds each counter's row lock until it ends,
  // so two requests that share a counter are serialised on it and see each other's counts (no
  // request is counted on one key and refused on the other out of order), and never deadlock.
  const keys = rateLimitKeys(subject).sort((a, b) => a.key.localeCompare(b.key));
  if (keys.length === 0) return { allowed: true, retryAfterMinutes: 0, hits: [] };
  const ended = sql`${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values(keys.map(({ key }) => ({ key, windowStart: now, hits: 1, expiresAt })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${ended} then excluded.window_start else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  const counted = new Map(rows.map((row) => [row.key, row]));
  const refusedBy = keys.flatMap(({ key, limit }) => {
    const row = counted.get(key);
    return row && row.hits <= limit ? [] : [row?.windowStart ?? now];
  });
  const hits: RateLimitHit[] = rows.map(({ key, windowStart }) => ({ key, windowStart }));

  if (Math.random() < 0.02) await purgeExpiredRateLimits(db, now);
  const retryAfterMinutes = Math.max(
    0,
    ...refusedBy.map((windowStart) => minutesUntilReset(windowStart, windowMinutes, now)),
  );
  return { allowed: refusedBy.length === 0, retryAfterMinutes, hits };
}

/**
 * Hands attempts back: a submission that failed validation stored nothing, and counting it would
 * lock out someone who only mistyped (the team form allows one attempt an hour).
 */
export async function refundRateLimit(db: Database, hits: readonly RateLimitHit[]): Promise<void> {
  for (const { key, windowStart } of hits) {
    await db
      .update(rateLimits)
      .set({ hits: sql`${rateLimits.hits} - 1` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.hits, 0)));
  }
}

/** Deletes counters whose window has ended; run now and then by `consumeRateLimit`. */
export async function purgeExpiredRateLimits(db: Database, now: Date = new Date()): Promise<void> {
  try {
    await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
  } catch (error) {
    // Housekeeping only: a failed purge must not refuse the visitor's submission.
    log.warn('rate_limit.purge_failed', { error });
  }
}
