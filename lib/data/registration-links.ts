import 'server-only';

import { getDb, type Database } from '@/lib/db/client';
import { signLinkToken, verifyLinkToken } from '@/lib/security/signed-link';

import { readLinkSigningKey } from './app-secrets';
import { getCheckInCard, type CheckInCard } from './event-check-in';
import {
  cancelRegistration,
  getRegistrationForCancel,
  type CancelOutcome,
  type PromotionMail,
  type RegistrationForCancel,
} from './event-registrations';

/*
 * The cancel link of every registration mail (issue 50, docs/forms.md "Otkazivanje prijave"): the
 * signed mechanism of the members' one-click links (lib/security/signed-link.ts), purpose
 * 'registration-cancel', subject the registration's id. Nothing is stored per link: a used link
 * names a registration that is already cancelled (its row stays), so it changes nothing again.
 */

/** An event described only by its link has no start we trust: its cancel link works this long. */
export const LINK_EVENT_CANCEL_DAYS = 90;

/** The token of a registration's cancel link, valid until `expiresAt` (the event's start). */
export async function registrationCancelToken(db: Database, registrationId: string, expiresAt: Date): Promise<string> {
  return signLinkToken(await readLinkSigningKey(db), 'registration-cancel', registrationId, expiresAt);
}

/** When a cancel link stops working: the event's start, or 90 days for an event known from its link. */
export function cancelLinkExpiry(startsAt: string | null, now: Date): Date {
  return startsAt ? new Date(startsAt) : new Date(now.getTime() + LINK_EVENT_CANCEL_DAYS * 24 * 60 * 60_000);
}

export type CancelLinkState =
  | { kind: 'valid'; registration: RegistrationForCancel }
  /** Already cancelled (the link was used, or the person cancelled another way). */
  | { kind: 'used'; registration: RegistrationForCancel }
  /** Forged, cut, for another purpose, expired, or naming nothing. */
  | { kind: 'invalid' };

/** What a cancel link names, for its page (reads only). */
export async function readCancelLink(db: Database, token: string, now: Date): Promise<CancelLinkState> {
  const id = verifyLinkToken(await readLinkSigningKey(db), 'registration-cancel', token, now);
  const registration = id ? await getRegistrationForCancel(db, id) : null;
  if (!registration) return { kind: 'invalid' };
  return registration.status === 'cancelled' ? { kind: 'used', registration } : { kind: 'valid', registration };
}

/** 'Otkaži prijavu' on the link's page: cancels and promotes the waitlist; `unknown` for a bad link. */
export async function cancelRegistrationByLink(
  db: Database,
  token: string,
  now: Date,
  mail?: PromotionMail,
): Promise<CancelOutcome> {
  const id = verifyLinkToken(await readLinkSigningKey(db), 'registration-cancel', token, now);
  return id ? cancelRegistration(db, id, now, mail) : { outcome: 'unknown' };
}

/*
 * The check-in code of a registration (issue 50, item 6; docs/forms.md "Kod za ulaz"): the QR
 * code of its confirmation mail holds a signed link, purpose 'registration-check-in', subject the
 * registration's id, valid until some days after the event (a late scan still answers).
 */

/** How long after the event's start its check-in codes stay valid. */
export const CHECK_IN_CODE_DAYS_AFTER = 3;

/** When a check-in code stops working: three days after the event starts. */
export function checkInCodeExpiry(startsAt: string): Date {
  return new Date(new Date(startsAt).getTime() + CHECK_IN_CODE_DAYS_AFTER * 24 * 60 * 60_000);
}

/** The token of a registration's check-in code. */
export async function registrationCheckInToken(
  db: Database,
  registrationId: string,
  startsAt: string,
): Promise<string> {
  return signLinkToken(
    await readLinkSigningKey(db),
    'registration-check-in',
    registrationId.toLowerCase(),
    checkInCodeExpiry(startsAt),
  );
}

/**
 * The registration a check-in code names, or null when the code is forged, cut, for another
 * purpose (a cancel link's token), expired, or names no registration of one of our events.
 * Reads only.
 */
export async function readCheckInCode(db: Database, code: string, now: Date): Promise<CheckInCard | null> {
  const id = verifyLinkToken(await readLinkSigningKey(db), 'registration-check-in', code, now);
  return id ? getCheckInCard(db, id) : null;
}

/** Whether a code is genuine and current (for the QR image: it draws no code of ours it would not honour). */
export async function isCheckInCodeSigned(db: Database, code: string, now: Date): Promise<boolean> {
  return verifyLinkToken(await readLinkSigningKey(db), 'registration-check-in', code, now) !== null;
}

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /otkazivanje-prijave: what a cancel link names. */
export async function readCancelLinkPage(token: string): Promise<CancelLinkState> {
  return readCancelLink(await getDb(), token, new Date());
}

/** /ulaz: the registration a check-in code names, or null. */
export async function readCheckInCodePage(code: string): Promise<CheckInCard | null> {
  return readCheckInCode(await getDb(), code, new Date());
}

/** `/ulaz/qr`: whether a code is genuine and current. */
export async function readCheckInCodeSigned(code: string): Promise<boolean> {
  return isCheckInCodeSigned(await getDb(), code, new Date());
}
