import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { cancelEventRsvp, rsvpToEvent } from '@/lib/actions/event-rsvp';
import { submitEventRegistration } from '@/lib/actions/public-forms';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import {
  cancelRegistration,
  listMemberRegistrations,
  promoteWaitlist,
  registerForEvent,
  resolveRegistrationEvent,
} from '@/lib/data/event-registrations';
import { cancelRegistrationByLink, readCancelLink } from '@/lib/data/registration-links';
import { eventRegistrations, events, mailOutbox } from '@/lib/db/schema';
import { promotionMailer } from '@/lib/events/registration-mail';
import { signLinkToken } from '@/lib/security/signed-link';

import { formData, FORMS_SEED, insertEvent, registrant, TEST_MAIL, uniqueEmail } from './forms-support';
import { signedInAccount } from './support/accounts';
import { BACKENDS, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

const DAY = 24 * 60 * 60_000;

describe.each(BACKENDS)('members RSVP, waitlist and self-cancel (issue 50) on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);
  const db = () => database.db;

  const createEvent = (maxParticipants: number | null, values: Partial<typeof events.$inferInsert> = {}) =>
    insertEvent(db(), { title: 'Wild Mixer test', maxParticipants, ...values });
  const eventRow = async (id: string) => firstOf(await db().select().from(events).where(eq(events.id, id)));
  const registrationsOf = (eventId: string) =>
    db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId));
  const resolved = async (eventId: string) => {
    const event = await resolveRegistrationEvent(db(), { event: eventId });
    if (event?.source !== 'database') throw new Error('event should resolve');
    return event;
  };
  const cancelTokenIn = async (to: string, template: string) => {
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.template, template));
    const mail = mails.find((row) => row.toAddresses.includes(to.toLowerCase()));
    const token = /otkazivanje-prijave\?token=(\S+)/.exec(mail?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no cancel link in ${template} to ${to}`);
    return decodeURIComponent(token);
  };

  it('a member registers with one click once, whatever the double submits; the dashboard lists it', async () => {
    const event = await createEvent(5);
    const member = await signedInAccount(db(), { member: 'approved', fullName: 'Milica Marija Jović' });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => rsvpToEvent.run({ event: event.id, __js: '1' }, member.context.getContext)),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    const rows = await registrationsOf(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      memberId: member.memberId,
      status: 'registered',
      firstName: 'Milica',
      lastName: 'Marija Jović',
      email: member.email,
    });
    expect((await eventRow(event.id)).currentParticipants).toBe(1);
    expect(await listMemberRegistrations(db(), member.memberId!)).toEqual([
      expect.objectContaining({ eventId: event.id, title: 'Wild Mixer test', state: { status: 'registered' } }),
    ]);
    // One confirmation, with its cancel link.
    expect(await cancelTokenIn(member.email, 'registration.confirm')).toMatch(/^[0-9a-f-]{36}\./);
  });

  it('a member who registered through the form first gets that row linked, not a second place', async () => {
    const event = await createEvent(5);
    const member = await signedInAccount(db(), { member: 'approved' });
    await registerForEvent(db(), await resolved(event.id), registrant(member.email));
    const answer = await rsvpToEvent.run({ event: event.id, __js: '1' }, member.context.getContext);
    expect(answer).toMatchObject({ ok: true, message: 'Već ste prijavljeni za ovaj događaj.' });
    const rows = await registrationsOf(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.memberId).toBe(member.memberId);
    expect((await eventRow(event.id)).currentParticipants).toBe(1);
  });

  it('refuses pending and suspended members, past and unknown events, changing nothing', async () => {
    const event = await createEvent(5);
    const past = await createEvent(5, { eventDate: new Date(Date.now() - DAY) });
    for (const standing of ['pending', 'suspended'] as const) {
      const account = await signedInAccount(db(), { member: standing });
      expect(await rsvpToEvent.run({ event: event.id }, account.context.getContext)).toMatchObject({ ok: false });
    }
    const member = await signedInAccount(db(), { member: 'approved' });
    expect(await rsvpToEvent.run({ event: past.id }, member.context.getContext)).toMatchObject({
      ok: false,
      formError: 'Prijave za ovaj događaj su zatvorene.',
    });
    expect(
      await rsvpToEvent.run({ event: '00000000-0000-4000-8000-000000000000' }, member.context.getContext),
    ).toMatchObject({ ok: false });
    expect(await rsvpToEvent.run({ event: 'nije-id' }, member.context.getContext)).toMatchObject({ ok: false });
    expect(await registrationsOf(event.id)).toHaveLength(0);
    expect(await registrationsOf(past.id)).toHaveLength(0);
  });

  it('form registrations and member RSVPs share the capacity; the next one waits in line', async () => {
    const event = await createEvent(2);
    const member = await signedInAccount(db(), { member: 'approved' });
    const { getContext } = member.context;
    expect(
      await submitEventRegistration.run(
        formData({ event: event.id, firstName: 'Ana', lastName: 'Anić', email: uniqueEmail('forma') }),
        getContext,
      ),
    ).toMatchObject({ ok: true, data: { placeTaken: true } });
    expect(await rsvpToEvent.run({ event: event.id, __js: '1' }, getContext)).toMatchObject({
      ok: true,
      data: { state: { status: 'registered' } },
    });
    const late = uniqueEmail('kasno');
    expect(
      await submitEventRegistration.run(
        formData({ event: event.id, firstName: 'Iva', lastName: 'Ivić', email: late }),
        getContext,
      ),
    ).toMatchObject({ ok: true, title: 'Prijava poslata!', data: { placeTaken: false, waitlistPosition: 1 } });
    const second = await signedInAccount(db(), { member: 'approved' });
    expect(await rsvpToEvent.run({ event: event.id, __js: '1' }, second.context.getContext)).toMatchObject({
      ok: true,
      message: expect.stringContaining('2. mesto'),
      data: { state: { status: 'waitlisted', position: 2 } },
    });
    expect((await eventRow(event.id)).currentParticipants).toBe(2);
    // The waitlist mail names the position and carries the cancel link.
    expect(await cancelTokenIn(late, 'registration.waitlist')).toBeTruthy();

    // The member cancels: the first in line (the form's) gets the place, mailed once; the second moves up.
    expect(await cancelEventRsvp.run({ event: event.id, __js: '1' }, getContext)).toMatchObject({
      ok: true,
      data: { placesChanged: true },
    });
    expect((await eventRow(event.id)).currentParticipants).toBe(2);
    const rows = await registrationsOf(event.id);
    expect(rows.find((row) => row.email === late)?.status).toBe('registered');
    expect(await listMemberRegistrations(db(), second.memberId!)).toEqual([
      expect.objectContaining({ state: { status: 'waitlisted', position: 1 } }),
    ]);
    expect(await cancelTokenIn(late, 'registration.promoted')).toBeTruthy();
    // A second click cancels nothing more.
    expect(await cancelEventRsvp.run({ event: event.id }, getContext)).toMatchObject({
      ok: false,
      formError: 'Niste prijavljeni za ovaj događaj.',
    });
  });

  it('30 simultaneous registrations for 10 places: 10 registered, 20 waiting in arrival order; 5 simultaneous cancellations promote exactly 5', async () => {
    const event = await createEvent(10);
    const target = await resolved(event.id);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, index) => registerForEvent(db(), target, registrant(uniqueEmail(`red${index}`)))),
    );
    expect(
      outcomes.filter((outcome) => outcome.outcome === 'registered' && outcome.status === 'registered'),
    ).toHaveLength(10);
    const positions = outcomes.flatMap((outcome) =>
      outcome.outcome !== 'closed' && outcome.status === 'waitlisted' ? [outcome.position] : [],
    );
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const rows = await registrationsOf(event.id);
    const registered = rows.filter((row) => row.status === 'registered');
    const waiting = rows.filter((row) => row.status === 'waitlisted').sort((a, b) => a.arrival - b.arrival);
    expect(registered).toHaveLength(10);
    expect(waiting).toHaveLength(20);
    // First come, first served: every place went to someone who reached the lock before everyone waiting.
    expect(Math.max(...registered.map((row) => row.arrival))).toBeLessThan(
      Math.min(...waiting.map((row) => row.arrival)),
    );
    expect((await eventRow(event.id)).currentParticipants).toBe(10);

    const mail = await promotionMailer(db(), TEST_MAIL, new Date());
    const cancelled = await Promise.all(
      registered.slice(0, 5).map((row) => cancelRegistration(db(), row.id, new Date(), mail)),
    );
    const promotedIds = cancelled.flatMap((outcome) => (outcome.outcome === 'cancelled' ? outcome.promoted : []));
    expect(promotedIds.map((row) => row.id).sort()).toEqual(
      waiting
        .slice(0, 5)
        .map((row) => row.id)
        .sort(),
    );
    const after = await registrationsOf(event.id);
    expect(after.filter((row) => row.status === 'registered')).toHaveLength(10);
    expect(after.filter((row) => row.status === 'waitlisted')).toHaveLength(15);
    expect(after.filter((row) => row.status === 'cancelled')).toHaveLength(5);
    expect((await eventRow(event.id)).currentParticipants).toBe(10);
    const promotedMails = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'registration.promoted'));
    const promotedEmails = new Set(waiting.slice(0, 5).map((row) => row.email));
    expect(promotedMails.filter((row) => promotedEmails.has(row.toAddresses[0]!))).toHaveLength(5);

    // An admin raising the capacity hands the new places to the next in line, in order.
    await db().update(events).set({ maxParticipants: 12 }).where(eq(events.id, event.id));
    const raised = await promoteWaitlist(db(), event.id, new Date(), mail);
    expect(raised.map((row) => row.id).sort()).toEqual(
      waiting
        .slice(5, 7)
        .map((row) => row.id)
        .sort(),
    );
    expect((await eventRow(event.id)).currentParticipants).toBe(12);
  });

  it('the cancel link: the page only reads; the button cancels once; forged, expired, foreign or used links change nothing', async () => {
    const event = await createEvent(1);
    const first = uniqueEmail('prvi');
    const second = uniqueEmail('drugi');
    const form = (email: string) => formData({ event: event.id, firstName: 'Ana', lastName: 'Anić', email });
    const { getContext } = (await signedInAccount(db(), {})).context;
    await submitEventRegistration.run(form(first), getContext);
    await submitEventRegistration.run(form(second), getContext);
    const token = await cancelTokenIn(first, 'registration.confirm');
    const now = new Date();

    const state = async () => (await registrationsOf(event.id)).map((row) => `${row.email}:${row.status}`).sort();
    const before = await state();
    expect(await readCancelLink(db(), token, now)).toMatchObject({ kind: 'valid', registration: { email: first } });
    expect(await state()).toEqual(before);

    const [id = '', expires = '', signature = ''] = token.split('.');
    const forged = `${id}.${expires}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const key = await readLinkSigningKey(db());
    const foreign = signLinkToken(key, 'digest-unsubscribe', id, new Date(now.getTime() + DAY));
    const otherId = firstOf((await registrationsOf(event.id)).filter((row) => row.email === second)).id;
    const swapped = `${otherId}.${expires}.${signature}`;
    for (const bad of [forged, foreign, swapped, 'nista', '']) {
      expect(await readCancelLink(db(), bad, now)).toEqual({ kind: 'invalid' });
      expect(await cancelRegistrationByLink(db(), bad, now)).toEqual({ outcome: 'unknown' });
    }
    const afterStart = new Date(event.eventDate.getTime() + 60_000);
    expect(await readCancelLink(db(), token, afterStart)).toEqual({ kind: 'invalid' });
    expect(await cancelRegistrationByLink(db(), token, afterStart)).toEqual({ outcome: 'unknown' });
    expect(await state()).toEqual(before);

    const mail = await promotionMailer(db(), TEST_MAIL, now);
    expect(await cancelRegistrationByLink(db(), token, now, mail)).toMatchObject({
      outcome: 'cancelled',
      wasRegistered: true,
      promoted: [expect.objectContaining({ email: second })],
    });
    // Used: the same link again changes nothing and says so.
    const used = await state();
    expect(await readCancelLink(db(), token, now)).toMatchObject({ kind: 'used' });
    expect(await cancelRegistrationByLink(db(), token, now, mail)).toEqual({ outcome: 'already' });
    expect(await state()).toEqual(used);
    expect((await eventRow(event.id)).currentParticipants).toBe(1);

    // The address may register again: a new row, so the old link keeps naming the cancelled one.
    expect(await submitEventRegistration.run(form(first), getContext)).toMatchObject({
      ok: true,
      data: { waitlistPosition: 1 },
    });
    expect(await readCancelLink(db(), token, now)).toMatchObject({ kind: 'used' });
    const live = await db()
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, first)));
    expect(live.map((row) => row.status).sort()).toEqual(['cancelled', 'waitlisted']);
  });
});
