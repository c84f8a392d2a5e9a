/**
 * `npm run bench:events` (scripts/bench-events.mjs): what its runs need, created through the data
 * layer in a migrated database before the instances open it.
 *
 * - 100 approved members, each with a live session (their one-click RSVPs);
 * - the event with 50 places, a week ahead, nobody registered yet;
 * - the reminders' event, starting in 12 hours, with 1,000 registered people who registered three
 *   days ago, hidden (`is_active` false) until the benchmark lists it: then a reminder is due to
 *   each of them, and the instances' job queues them at its next round.
 *
 * Prints, as its output's last line, `{"cookies": ["pm_session=…", …], "eventId", "eventKey",
 * "reminderEventId"}`.
 */
import { sql } from 'drizzle-orm';

import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '@/lib/auth/session-cookie';
import { createAccount, createSession, hashToken, newToken } from '@/lib/data/accounts';
import { openDatabase } from '@/lib/db/connection';
import { eventRegistrations, events, memberProfiles } from '@/lib/db/schema';
import { getDatabaseConfig } from '@/lib/env';

const MEMBERS = 100;
const PLACES = 50;
const REMINDED = 1000;
const HOUR = 60 * 60_000;

const handle = await openDatabase(getDatabaseConfig());
try {
  const { db } = handle;
  const cookies: string[] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const email = `clan.${index}@bench.primer.rs`;
    const fullName = `Član Merenja${index}`;
    const account = await createAccount(db, { email, passwordHash: null, fullName, emailConfirmedAt: new Date() });
    if (!account) throw new Error(`account ${email} not created`);
    await db
      .insert(memberProfiles)
      .values({ userId: account.id, email, fullName, memberType: 'individual', approvalStatus: 'approved' });
    const token = newToken();
    await createSession(db, account.id, hashToken(token), new Date(Date.now() + SESSION_LIFETIME_MS));
    cookies.push(`${SESSION_COOKIE}=${token}`);
  }

  const eventKey = 'merenje-liste-cekanja';
  const [event] = await db
    .insert(events)
    .values({
      eventKey,
      title: 'Merenje liste čekanja',
      eventDate: new Date(Date.now() + 7 * 24 * HOUR),
      location: 'Beograd',
      maxParticipants: PLACES,
    })
    .returning({ id: events.id });

  const startsAt = new Date(Date.now() + 12 * HOUR);
  const [reminderEvent] = await db
    .insert(events)
    .values({
      eventKey: 'merenje-podsetnika',
      title: 'Merenje podsetnika',
      eventDate: startsAt,
      location: 'Novi Sad',
      isActive: false,
    })
    .returning({ id: events.id, title: events.title });
  if (!event || !reminderEvent) throw new Error('events not created');
  const registeredAt = new Date(Date.now() - 3 * 24 * HOUR);
  const rows = Array.from({ length: REMINDED }, (_, index) => {
    const email = `podsetnik.${index}@bench.primer.rs`;
    return {
      eventId: reminderEvent.id,
      eventTitle: reminderEvent.title,
      eventDate: startsAt.toISOString(),
      eventLocation: 'Novi Sad',
      firstName: 'Osoba',
      lastName: `Podsetnik${index}`,
      email,
      dedupeKey: `event:${reminderEvent.id}:${email}`,
      status: 'registered',
      createdAt: registeredAt,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(eventRegistrations).values(rows.slice(start, start + 500));
  }
  await db
    .update(events)
    .set({ currentParticipants: sql`${REMINDED}` })
    .where(sql`${events.id} = ${reminderEvent.id}`);

  // The last line of the output (the data layer logs to it too).
  process.stdout.write(
    `\n${JSON.stringify({ cookies, eventId: event.id, eventKey, reminderEventId: reminderEvent.id })}\n`,
  );
} finally {
  await handle.close();
}
