import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { checkInAttendee, undoCheckInAttendee } from '@/lib/actions/admin-event-check-in';
import { removeEventAttendee } from '@/lib/actions/admin-event-attendees';
import { submitEventRegistration } from '@/lib/actions/public-forms';
import { readLinkSigningKey } from '@/lib/data/app-secrets';
import { countEventAttendees, queryEventAttendees } from '@/lib/data/event-attendees';
import { CHECK_IN_RESULTS, countCheckIns, readCheckInState, searchCheckIn } from '@/lib/data/event-check-in';
import {
  checkInCodeExpiry,
  isCheckInCodeSigned,
  readCancelLink,
  readCheckInCode,
  registrationCancelToken,
  registrationCheckInToken,
} from '@/lib/data/registration-links';
import { eventRegistrations, mailOutbox, staffLog } from '@/lib/db/schema';
import { signLinkToken } from '@/lib/security/signed-link';

import { formData, FORMS_SEED, insertEvent, registerThroughForm, uniqueEmail } from './forms-support';
import { signedInAccount } from './support/accounts';
import { BACKENDS, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

const DAY = 24 * 60 * 60_000;

describe.each(BACKENDS)('check-in at the door (issue 50, item 6) on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);
  const db = () => database.db;

  const createEvent = (maxParticipants: number | null, title = 'Wild Mixer ulaz') =>
    insertEvent(db(), { title, maxParticipants });
  const register = (eventId: string, email: string, name?: string) => registerThroughForm(db(), eventId, email, name);
  const rowOf = async (id: string) =>
    firstOf(await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, id)));
  const logLines = (action: string, targetId: string) =>
    db()
      .select()
      .from(staffLog)
      .where(and(eq(staffLog.action, action), eq(staffLog.targetId, targetId)));
  const organiser = () => signedInAccount(db(), { roles: ['organizator'] });

  it('two organisers checking the same person in at once: exactly one succeeds, the other is told when, counted once', async () => {
    const event = await createEvent(null);
    const id = await register(event.id, uniqueEmail('vrata'));
    await register(event.id, uniqueEmail('drugi'), 'Marko Marković');
    const [first, second] = [await organiser(), await signedInAccount(db(), { admin: true })];

    const answers = await Promise.all(
      [first, second, first, second].map((staff) =>
        checkInAttendee.run({ event: event.id, registration: id, __js: '1' }, staff.context.getContext),
      ),
    );
    const won = answers.filter((answer) => answer.ok);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ data: { registration: id, counts: { arrived: 1, registered: 2 } } });
    for (const lost of answers.filter((answer) => !answer.ok))
      expect(lost).toMatchObject({ formError: expect.stringMatching(/^Već prijavljen\/a u \d{2}:\d{2}$/) });

    expect(await countCheckIns(db(), event.id)).toEqual({ arrived: 1, registered: 2 });
    const row = await rowOf(id);
    expect(row.checkedInAt).not.toBeNull();
    expect([first.id, second.id]).toContain(row.checkedInBy);
    expect(await logLines('admin.events.check_in', id)).toHaveLength(1);
    expect(await countEventAttendees(db(), event.id)).toMatchObject({ registered: 2, checkedIn: 1 });
    expect((await queryEventAttendees(db(), event.id, { page: 1, status: 'checked-in' })).items).toEqual([
      expect.objectContaining({ id, checkedInAt: row.checkedInAt?.toISOString() }),
    ]);
  });

  it('undo takes the check-in back once; the person can be checked in again', async () => {
    const event = await createEvent(null);
    const id = await register(event.id, uniqueEmail('ponisti'));
    const staff = await organiser();
    const tap = (action: typeof checkInAttendee) =>
      action.run({ event: event.id, registration: id, __js: '1' }, staff.context.getContext);

    expect(await tap(undoCheckInAttendee)).toMatchObject({
      ok: false,
      formError: 'Ova osoba nije označena kao pristigla.',
    });
    expect(await tap(checkInAttendee)).toMatchObject({ ok: true, data: { counts: { arrived: 1 } } });
    const undone = await Promise.all([tap(undoCheckInAttendee), tap(undoCheckInAttendee)]);
    expect(undone.filter((answer) => answer.ok)).toHaveLength(1);
    expect(undone.find((answer) => answer.ok)).toMatchObject({
      data: { checkedInAt: null, counts: { arrived: 0, registered: 1 } },
    });
    expect(await rowOf(id)).toMatchObject({ checkedInAt: null, checkedInBy: null });
    expect(await tap(checkInAttendee)).toMatchObject({ ok: true, data: { counts: { arrived: 1 } } });
    expect(await logLines('admin.events.undo_check_in', id)).toHaveLength(1);
    expect(await logLines('admin.events.check_in', id)).toHaveLength(2);
  });

  it('only a registered person of this event comes in: the waitlisted, the cancelled and another event’s are refused, nothing changes', async () => {
    const event = await createEvent(1);
    const other = await createEvent(null);
    const registered = await register(event.id, uniqueEmail('mesto'));
    const waiting = await register(event.id, uniqueEmail('ceka'));
    const elsewhere = await register(other.id, uniqueEmail('drugde'));
    const staff = await organiser();
    const tap = (registration: string) =>
      checkInAttendee.run({ event: event.id, registration, __js: '1' }, staff.context.getContext);

    const notRegistered = 'Samo prijavljena osoba može da uđe: ova prijava je na listi čekanja ili otkazana.';
    expect(await tap(waiting)).toMatchObject({ ok: false, formError: notRegistered });
    expect(await tap(elsewhere)).toMatchObject({ ok: false, formError: 'Stavka više ne postoji. Osvežite stranicu.' });
    expect(await tap('not-an-id')).toMatchObject({ ok: false });
    expect(
      await removeEventAttendee.run({ event: event.id, registration: registered }, staff.context.getContext),
    ).toMatchObject({ ok: true });
    // The cancelled one is refused; the waitlisted person got the place and can come in now.
    expect(await tap(registered)).toMatchObject({ ok: false, formError: notRegistered });
    for (const id of [registered, elsewhere]) expect((await rowOf(id)).checkedInAt).toBeNull();
    expect(await tap(waiting)).toMatchObject({ ok: true, data: { counts: { arrived: 1, registered: 1 } } });

    const moderator = await signedInAccount(db(), { roles: ['moderator'] });
    expect(
      await checkInAttendee.run({ event: other.id, registration: elsewhere }, moderator.context.getContext),
    ).toMatchObject({ ok: false, formError: 'Nemate dozvolu za ovu radnju.' });
    expect((await rowOf(elsewhere)).checkedInAt).toBeNull();
  });

  it('searches by name or address in SQL, registered first, at most a page, with the total', async () => {
    const event = await createEvent(null, 'Đorđe večeras');
    const djordje = await register(event.id, uniqueEmail('djole'), 'Đorđe Petrović');
    for (let index = 0; index < CHECK_IN_RESULTS + 2; index += 1)
      await register(event.id, uniqueEmail(`gost${index}`), `Gost Broj${index}`);

    const byName = await searchCheckIn(db(), event.id, 'djordje');
    expect(byName.people.map((person) => person.id)).toEqual([djordje]);
    // The event's title is not a name.
    expect((await searchCheckIn(db(), event.id, 'večeras')).total).toBe(0);
    const all = await readCheckInState(db(), event.id, '');
    expect(all.total).toBe(CHECK_IN_RESULTS + 3);
    expect(all.people).toHaveLength(CHECK_IN_RESULTS);
    expect(all.counts).toEqual({ arrived: 0, registered: CHECK_IN_RESULTS + 3 });
    expect((await searchCheckIn(db(), event.id, 'gost')).total).toBe(CHECK_IN_RESULTS + 2);
  });

  it('a check-in code names its registration; a cancel token, a changed, foreign or expired code is not valid', async () => {
    const event = await createEvent(null);
    const id = await register(event.id, uniqueEmail('kod'), 'Iva Ivić');
    const startsAt = event.eventDate.toISOString();
    const code = await registrationCheckInToken(db(), id, startsAt);
    const now = new Date();

    expect(await readCheckInCode(db(), code, now)).toMatchObject({
      id,
      eventId: event.id,
      firstName: 'Iva',
      status: 'registered',
      checkedInAt: null,
    });
    expect(await isCheckInCodeSigned(db(), code, now)).toBe(true);
    // Valid some days after the event, not forever.
    const expiry = checkInCodeExpiry(startsAt);
    expect(expiry.getTime()).toBeGreaterThan(event.eventDate.getTime() + DAY);
    expect(await readCheckInCode(db(), code, new Date(expiry.getTime() + 1_000))).toBeNull();

    // Another purpose passes neither way.
    const cancel = await registrationCancelToken(db(), id, event.eventDate);
    expect(await readCheckInCode(db(), cancel, now)).toBeNull();
    expect(await isCheckInCodeSigned(db(), cancel, now)).toBe(false);
    expect(await readCancelLink(db(), code, now)).toEqual({ kind: 'invalid' });
    // Another registration's id under this code's signature, another key, a cut code.
    const other = await register(event.id, uniqueEmail('tudji'));
    expect(await readCheckInCode(db(), code.replace(id, other), now)).toBeNull();
    const key = await readLinkSigningKey(db());
    expect(await readCheckInCode(db(), signLinkToken(`${key}x`, 'registration-check-in', id, expiry), now)).toBeNull();
    expect(await readCheckInCode(db(), code.slice(0, -2), now)).toBeNull();
    // Reading a code changes nothing.
    expect((await rowOf(id)).checkedInAt).toBeNull();
  });

  it('the confirmation mail shows the QR image and the link of a code for its registration; the waitlist mail has none', async () => {
    const event = await createEvent(1);
    const staff = await organiser();
    const email = uniqueEmail('qr');
    const late = uniqueEmail('kasni');
    for (const address of [email, late])
      expect(
        await submitEventRegistration.run(
          formData({ event: event.id, firstName: 'Ana', lastName: 'Anić', email: address }),
          staff.context.getContext,
        ),
      ).toMatchObject({ ok: true });
    const mailTo = async (template: string, to: string) =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.template, template))).find((mail) =>
        mail.toAddresses.includes(to),
      );
    const confirm = await mailTo('registration.confirm', email);
    const code = decodeURIComponent(/\/ulaz\?kod=(\S+)/.exec(confirm?.textBody ?? '')?.[1] ?? '');
    const [registration] = await db()
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.email, email)));
    expect(await readCheckInCode(db(), code, new Date())).toMatchObject({ id: registration?.id });
    expect(confirm?.htmlBody).toContain(`https://test.local/ulaz/qr?kod=${encodeURIComponent(code)}`);
    expect(confirm?.htmlBody).toMatch(
      /<img src="https:\/\/test\.local\/ulaz\/qr\?kod=[^"]+" width="200" height="200" alt="QR kod za ulaz"/,
    );
    expect((await mailTo('registration.waitlist', late))?.textBody).not.toContain('/ulaz?kod=');

    // The place freed goes to the waitlisted person, whose promotion mail carries their own code.
    expect(
      await removeEventAttendee.run({ event: event.id, registration: registration!.id }, staff.context.getContext),
    ).toMatchObject({ ok: true });
    const promoted = await mailTo('registration.promoted', late);
    const promotedCode = decodeURIComponent(/\/ulaz\?kod=(\S+)/.exec(promoted?.textBody ?? '')?.[1] ?? '');
    expect(await readCheckInCode(db(), promotedCode, new Date())).toMatchObject({ email: late, status: 'registered' });
    expect(promoted?.htmlBody).toContain('/ulaz/qr?kod=');
  });
});
