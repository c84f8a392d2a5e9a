import 'server-only';

import type { Database } from '@/lib/db/client';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import type { PromotionMail } from '@/lib/data/event-registrations';
import { cancelLinkExpiry, registrationCancelToken } from '@/lib/data/registration-links';
import type { MailSettings } from '@/lib/mail/config';
import { registrationPromoted } from '@/lib/mail/templates';

import { eventCalendarPath } from './paths';

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
        }),
      ),
    );
}
