import 'server-only';

import type { Database } from '@/lib/db/client';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import type { PromotionMail } from '@/lib/data/event-registrations';
import type { EventMoveMail } from '@/lib/data/events';
import { cancelLinkExpiry, registrationCancelToken, registrationCheckInToken } from '@/lib/data/registration-links';
import type { MailSettings } from '@/lib/mail/config';
import { formatTime, formatWeekdayDate } from '@/lib/format/date';
import { eventChangedMail } from '@/lib/mail/event-templates';
import { registrationPromoted } from '@/lib/mail/templates';

import { checkInCodeLinks, type CheckInCodeLinks } from './check-in-code';
import { eventCalendarPath } from './paths';
import { composeEventDate } from './registration';

/** The page a cancel link opens (public, rendered per request; docs/forms.md). */
export const REGISTRATION_CANCEL_PATH = '/otkazivanje-prijave';

/** The full cancel link of a registration, for its mails. */
export async function registrationCancelUrl(
  db: Database,
  settings: MailSettings,
  registrationId: string,
  startsAt: string | null,
  now: Date,
): Promise<string> {
  const token = await registrationCancelToken(db, registrationId, cancelLinkExpiry(startsAt, now));
  return `${settings.siteUrl}${REGISTRATION_CANCEL_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The check-in code of a registered person's mail (issue 50, item 6): the link to `/ulaz?kod=…`
 * and its QR image. Only for one of our events (`startsAt` known): a link-described event has no
 * door of ours.
 */
export async function registrationCheckInCode(
  db: Database,
  settings: MailSettings,
  registrationId: string,
  startsAt: string | null,
): Promise<CheckInCodeLinks | null> {
  if (!startsAt) return null;
  return checkInCodeLinks(settings.siteUrl, await registrationCheckInToken(db, registrationId, startsAt));
}

/**
 * The mails of the people a freed place promoted ('Oslobodilo se mesto'), each with a fresh
 * cancel link. The signing key is read before the transaction that calls this, so building the
 * mails inside it costs no statement.
 */
export async function promotionMailer(db: Database, settings: MailSettings, now: Date): Promise<PromotionMail> {
  await readLinkSigningKey(db);
  return async (promoted) =>
    Promise.all(
      promoted.map(async (row) =>
        registrationPromoted(settings, {
          email: row.email,
          eventTitle: row.eventTitle,
          eventDate: row.eventDate,
          eventLocation: row.eventLocation,
          calendarPath: eventCalendarPath({ id: row.eventId, eventKey: null }),
          cancelUrl: await registrationCancelUrl(db, settings, row.id, row.startsAt, now),
          checkIn: await registrationCheckInCode(db, settings, row.id, row.startsAt),
        }),
      ),
    );
}

/** 'nedelja, 12. april 2026. u 18:00' on Belgrade's clock, as the registration mails write a date. */
const mailDate = (date: Date) => composeEventDate(formatWeekdayDate(date), formatTime(date)) ?? '';

/**
 * The change notices of an event whose date, time or place moved (`event.changed`, issue 50 item
 * 4): the new date and place, the previous ones, the `.ics` (same UID, the raised SEQUENCE) and
 * each person's own cancel link. Built inside the update's transaction; the signing key is read
 * here first.
 */
export async function eventChangeMailer(db: Database, settings: MailSettings, now: Date): Promise<EventMoveMail> {
  await readLinkSigningKey(db);
  return async ({ event, previous, recipients }) => {
    const mailEvent = {
      title: event.title,
      date: mailDate(event.eventDate),
      location: event.location,
      calendarPath: eventCalendarPath(event),
    };
    const before = { date: mailDate(previous.eventDate), location: previous.location };
    return Promise.all(
      recipients.map(async (recipient) =>
        eventChangedMail(settings, {
          email: recipient.email,
          event: mailEvent,
          previous: before,
          cancelUrl: await registrationCancelUrl(
            db,
            settings,
            recipient.registrationId,
            event.eventDate.toISOString(),
            now,
          ),
        }),
      ),
    );
  };
}
