import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createAdminEvent, deleteAdminEvent, openAdminEventForm, updateAdminEvent } from '@/lib/actions/admin-events';
import {
  approveEventSubmission,
  draftEventFromSubmission,
  rejectEventSubmission,
} from '@/lib/actions/admin-submissions';
import { REGISTRATION_COLUMNS, registrationRow } from '@/lib/admin/registrations-csv';
import { csvStream } from '@/lib/csv';
import { registrantBatches } from '@/lib/data/event-registrations';
import { adminPanelCounts } from '@/lib/data/admin-members';
import { listEventSubmissions } from '@/lib/data/event-submissions';
import { queryActiveEvents, queryAdminEvents } from '@/lib/data/events';
import { createEventSubmission } from '@/lib/data/submissions';
import { eventRegistrations, events, eventSubmissions, mailOutbox } from '@/lib/db/schema';
import { belgradeDateTime } from '@/lib/events/schedule';

import { FORMS_SEED, formData, uniqueEmail } from './forms-support';
import { signedInAccount } from './support/accounts';
import { expectAdminOnly } from './support/admin-actions';
import { BACKENDS, countAllTables, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

const EVENT_IMAGE = '/files/site-images/events/event-1767225600000-0a1b2c3d.webp';

const newEvent = (overrides: Record<string, string> = {}) =>
  formData({
    title: 'Startap doručak',
    shortDescription: 'Kafa i ideje',
    description: 'Jutarnje druženje osnivača.',
    eventDate: '2027-03-15T09:30',
    location: 'Novi Sad',
    maxParticipants: '40',
    registrationUrl: 'https://lu.ma/dorucak',
    imageUrl: EVENT_IMAGE,
    isFeatured: 'on',
    ...overrides,
  });

describe.each(BACKENDS)('admin events and proposals on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);

  const asAdmin = async () => (await signedInAccount(database.db, { admin: true })).context;
  const eventTitled = async (title: string) =>
    firstOf(await database.db.select().from(events).where(eq(events.title, title)));

  describe('Događaji', () => {
    it('lists every event, inactive ones too, newest date first', async () => {
      const listed = (await queryAdminEvents(database.db, 1)).items;
      const dates = listed.map((event) => event.eventDate);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('creates an active event with nobody registered, the date read on Belgrade clocks, and expires events only', async () => {
      const context = await asAdmin();
      const result = await createAdminEvent.run(newEvent(), context.getContext);
      expect(result).toMatchObject({ ok: true, title: 'Uspešno', message: 'Događaj je uspešno kreiran' });
      const stored = await eventTitled('Startap doručak');
      expect(stored).toMatchObject({
        isActive: true,
        currentParticipants: 0,
        maxParticipants: 40,
        isFeatured: true,
        imageUrl: EVENT_IMAGE,
        registrationUrl: 'https://lu.ma/dorucak',
        location: 'Novi Sad',
      });
      expect(stored.eventDate.toISOString()).toBe(belgradeDateTime(2027, 2, 15, 9, 30).toISOString());
      expect(stored.eventDate.toISOString()).toBe('2027-03-15T08:30:00.000Z');
      expect(context.revalidate).toHaveBeenCalledExactlyOnceWith(['events']);
      expect((await queryActiveEvents(database.db)).some((event) => event.id === stored.id)).toBe(true);
    });

    it('stores an empty participant limit as no limit', async () => {
      const context = await asAdmin();
      await createAdminEvent.run(
        newEvent({ title: 'Bez ograničenja', maxParticipants: '', imageUrl: '', isFeatured: '' }),
        context.getContext,
      );
      expect(await eventTitled('Bez ograničenja')).toMatchObject({
        maxParticipants: null,
        imageUrl: null,
        isFeatured: false,
      });
    });

    it('reports every invalid field at once and stores nothing', async () => {
      const context = await asAdmin();
      const before = await countAllTables(database.db);
      const result = await createAdminEvent.run(
        newEvent({ title: '  ', eventDate: '2027-02-30T10:00', maxParticipants: '0', registrationUrl: 'ftp://x' }),
        context.getContext,
      );
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: {
          title: ['Naslov je obavezan'],
          eventDate: ['Datum i vreme nisu ispravni'],
          maxParticipants: ['Maksimalan broj učesnika mora biti ceo broj veći od 0'],
          registrationUrl: ['Link mora biti putanja koja počinje sa / ili adresa koja počinje sa https://'],
        },
      });
      expect(await createAdminEvent.run(newEvent({ eventDate: '' }), context.getContext)).toMatchObject({
        ok: false,
        fieldErrors: { eventDate: ['Datum i vreme su obavezni'] },
      });
      expect(await createAdminEvent.run(newEvent({ maxParticipants: '2.5' }), context.getContext)).toMatchObject({
        ok: false,
      });
      expect(await countAllTables(database.db)).toEqual(before);
      expect(context.revalidate).not.toHaveBeenCalled();
    });

    it('accepts only an image uploaded for an event (or the one the event already has)', async () => {
      const context = await asAdmin();
      for (const imageUrl of [
        'https://evil.example/a.png',
        '/files/site-images/blog/blog-1-0a1b2c3d.png',
        '/files/uploads/events/event-1-0a1b2c3d.png',
        '/images/hero.svg',
      ]) {
        const result = await createAdminEvent.run(newEvent({ title: 'Tuđa slika', imageUrl }), context.getContext);
        expect(result, imageUrl).toMatchObject({
          ok: false,
          formError: 'Greška pri otpremanju slike',
          fieldErrors: { imageUrl: ['Greška pri otpremanju slike'] },
        });
      }
      expect(await database.db.$count(events, eq(events.title, 'Tuđa slika'))).toBe(0);

      // A seeded event keeps its built-in image through an edit.
      const seeded = firstOf(await database.db.select().from(events).where(eq(events.eventKey, 'wild-mixer-april')));
      await database.db.update(events).set({ imageUrl: '/images/events.svg' }).where(eq(events.id, seeded.id));
      const kept = await updateAdminEvent.run(
        newEvent({
          id: seeded.id,
          title: seeded.title,
          imageUrl: '/images/events.svg',
          isActive: 'on',
          maxParticipants: String(seeded.maxParticipants ?? ''),
        }),
        context.getContext,
      );
      expect(kept).toMatchObject({ ok: true, message: 'Događaj je uspešno ažuriran' });
    });

    it('edits an event inline: deactivating hides it from the public list, registrations kept', async () => {
      const stored = await eventTitled('Startap doručak');
      const context = await asAdmin();
      const result = await updateAdminEvent.run(
        newEvent({ id: stored.id, title: 'Startap doručak 2', maxParticipants: '', isFeatured: '', isActive: '' }),
        context.getContext,
      );
      expect(result).toMatchObject({ ok: true, message: 'Događaj je uspešno ažuriran' });
      expect(await eventTitled('Startap doručak 2')).toMatchObject({
        id: stored.id,
        isActive: false,
        isFeatured: false,
        maxParticipants: null,
        currentParticipants: 0,
      });
      expect((await queryActiveEvents(database.db)).some((event) => event.id === stored.id)).toBe(false);
      expect(context.revalidate).toHaveBeenCalledExactlyOnceWith(['events']);
    });

    it("opens an event's form with what is stored now; the list carries only what the cards show", async () => {
      const stored = await eventTitled('Startap doručak 2');
      await database.db
        .update(events)
        .set({ description: 'Opis sa -{Startup Grind}- oznakom.' })
        .where(eq(events.id, stored.id));
      const context = await asAdmin();
      const opened = await openAdminEventForm.run(formData({ id: stored.id }), context.getContext);
      expect(opened).toMatchObject({
        ok: true,
        data: {
          title: 'Startap doručak 2',
          shortDescription: 'Kafa i ideje',
          description: 'Opis sa -{Startup Grind}- oznakom.',
          eventDate: '2027-03-15T08:30:00.000Z',
          location: 'Novi Sad',
          imageUrl: EVENT_IMAGE,
          registrationUrl: 'https://lu.ma/dorucak',
          maxParticipants: null,
          isFeatured: false,
          isActive: false,
        },
      });
      // Reading changes nothing a page shows.
      expect(context.revalidate).not.toHaveBeenCalled();

      const listed = (await queryAdminEvents(database.db, 1)).items.find((event) => event.id === stored.id);
      expect(listed).toMatchObject({ title: 'Startap doručak 2', isActive: false, registrationCount: 0 });
      expect(Object.keys(listed ?? {})).not.toEqual(expect.arrayContaining(['description']));
      expect(JSON.stringify(listed)).not.toContain('Opis sa');

      const missing = await openAdminEventForm.run(
        formData({ id: '00000000-0000-4000-8000-000000000000' }),
        context.getContext,
      );
      expect(missing).toMatchObject({ ok: false, formError: 'Stavka više ne postoji. Osvežite stranicu.' });
    });

    it('deletes an event after which a second delete finds nothing', async () => {
      const stored = await eventTitled('Bez ograničenja');
      const context = await asAdmin();
      expect(await deleteAdminEvent.run(formData({ id: stored.id }), context.getContext)).toMatchObject({
        ok: true,
        message: 'Događaj je uspešno obrisan',
      });
      expect(await database.db.$count(events, eq(events.title, 'Bez ograničenja'))).toBe(0);
      expect(context.revalidate).toHaveBeenCalledExactlyOnceWith(['events']);
      expect(await deleteAdminEvent.run(formData({ id: stored.id }), context.getContext)).toMatchObject({
        ok: false,
        formError: 'Stavka više ne postoji. Osvežite stranicu.',
      });
    });

    it('deleting an event with registrations mails each registrant once that it is cancelled, in our words only', async () => {
      const context = await asAdmin();
      const [stored] = await database.db
        .insert(events)
        .values({ title: 'Veče koje se otkazuje', eventDate: new Date('2031-03-14T17:00:00Z'), isActive: true })
        .returning();
      const eventId = stored!.id;
      await database.db.insert(eventRegistrations).values({
        eventId,
        eventTitle: 'Veče koje se otkazuje',
        firstName: '<b>Ana</b>',
        lastName: 'Anić',
        email: 'Ana@Primer.rs',
        message: 'Poruka koju je posetilac napisao',
      });
      // Later (another statement): the same address typed again is not a second mail.
      await database.db.insert(eventRegistrations).values([
        { eventId, eventTitle: 'Veče koje se otkazuje', firstName: 'Ana', lastName: 'Anić', email: 'ana@primer.rs' },
        { eventId, eventTitle: 'Veče koje se otkazuje', firstName: 'Boris', lastName: 'Bor', email: 'boris@primer.rs' },
      ]);
      const before = await database.db.$count(mailOutbox, eq(mailOutbox.template, 'event.cancelled'));

      expect(await deleteAdminEvent.run(formData({ id: eventId }), context.getContext)).toMatchObject({ ok: true });
      const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'event.cancelled'));
      expect(mails).toHaveLength(before + 2);
      const sent = mails.slice(-2);
      expect(sent.map((mail) => mail.toAddresses).sort()).toEqual([['Ana@Primer.rs'], ['boris@primer.rs']]);
      for (const mail of sent) {
        expect(mail.subject).toBe('Događaj „Veče koje se otkazuje” je otkazan');
        expect(mail.textBody).toContain('petak, 14. mart 2031. u 18:00');
        expect(mail.textBody).not.toContain('Ana');
        expect(mail.textBody).not.toContain('Poruka koju je posetilac napisao');
      }
      // The registrations stay as the record of who had signed up.
      expect(
        await database.db.$count(eventRegistrations, eq(eventRegistrations.eventTitle, 'Veče koje se otkazuje')),
      ).toBe(3);
    });

    it('refuses anyone but an admin', async () => {
      const stored = await eventTitled('Startap doručak 2');
      const all = () => database.db.select().from(events).orderBy(events.id);
      await expectAdminOnly(database.db, createAdminEvent, () => newEvent({ title: 'Uljez' }), all);
      await expectAdminOnly(
        database.db,
        updateAdminEvent,
        () => newEvent({ id: stored.id, title: 'Hakovano', isActive: 'on' }),
        all,
      );
      await expectAdminOnly(database.db, deleteAdminEvent, () => formData({ id: stored.id }), all);
      await expectAdminOnly(database.db, openAdminEventForm, () => formData({ id: stored.id }));
    });

    it("exports an event's registrations as CSV with formulas defused", async () => {
      const stored = await eventTitled('Startap doručak 2');
      await database.db.insert(eventRegistrations).values([
        {
          eventId: stored.id,
          eventTitle: stored.title,
          firstName: '=HYPERLINK("http://x")',
          lastName: 'Perić, ml.',
          email: 'a@primer.rs',
          phone: '+381 60 123',
          message: 'Red 1\nRed 2 "citat"',
        },
      ]);
      // A second statement, so a later created_at: the file lists first come first.
      await database.db.insert(eventRegistrations).values({
        eventId: stored.id,
        eventTitle: stored.title,
        firstName: 'Ana',
        lastName: 'Anić',
        email: 'b@primer.rs',
      });
      const rowsOf = async function* () {
        for await (const batch of registrantBatches(database.db, stored.id)) yield batch.map(registrationRow);
      };
      const csv = await new Response(csvStream(REGISTRATION_COLUMNS, rowsOf())).text();
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe('Ime,Prezime,Email,Telefon,Kompanija,Pozicija,Poruka,Prijavljen (Beograd),Status,Izvor');
      expect(lines[1]).toMatch(
        /^"'=HYPERLINK\(""http:\/\/x""\)","Perić, ml\.",a@primer\.rs,'\+381 60 123,,,"Red 1\nRed 2 ""citat""",\d{4}-\d{2}-\d{2} \d{2}:\d{2},Prijavljen,Forma$/,
      );
    });
  });

  describe('Predlozi', () => {
    const propose = (values: Partial<Parameters<typeof createEventSubmission>[1]> = {}) =>
      createEventSubmission(database.db, {
        submissionType: 'external',
        submitterName: 'Petar Perić',
        submitterEmail: uniqueEmail('predlog'),
        lumaUrl: null,
        eventUrl: 'https://primer.rs/vece',
        eventName: 'Veče osnivača',
        eventLocation: 'Kreativni Hub',
        eventAddress: 'Bulevar 1',
        eventHost: null,
        eventDatetime: '12.5.2027. u 18:00',
        eventDescription: 'Razgovori o prvim kupcima.',
        additionalNotes: null,
        ...values,
      });
    const submission = async (id: string) =>
      firstOf(await database.db.select().from(eventSubmissions).where(eq(eventSubmissions.id, id)));

    it('lists pending proposals with their count', async () => {
      const pendingSubmissions = async () => (await adminPanelCounts(database.db)).pendingSubmissions;
      const before = await pendingSubmissions();
      const id = await propose();
      expect(await pendingSubmissions()).toBe(before + 1);
      expect((await listEventSubmissions(database.db)).find((item) => item.id === id)).toMatchObject({
        status: 'pending',
        draftEventId: null,
      });
    });

    it('approves with notes, stamps reviewed_at, expires no public tag; a second decision is refused', async () => {
      const id = await propose();
      const context = await asAdmin();
      const result = await approveEventSubmission.run(formData({ id, adminNotes: 'Super ideja' }), context.getContext);
      expect(result).toMatchObject({ ok: true, message: 'Predlog je odobren' });
      const stored = await submission(id);
      expect(stored).toMatchObject({ status: 'approved', adminNotes: 'Super ideja' });
      expect(stored.reviewedAt).toBeInstanceOf(Date);
      expect(context.revalidate).not.toHaveBeenCalled();

      const again = await rejectEventSubmission.run(formData({ id }), context.getContext);
      expect(again).toMatchObject({ ok: false, formError: 'Ovaj predlog je već pregledan.' });
      expect(await submission(id)).toEqual(stored);
    });

    it('mails the proposer each step: approval and rejection with the note, the draft event; never their own text', async () => {
      const mailsTo = async (email: string) =>
        (await database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt)).filter((mail) =>
          mail.toAddresses.includes(email),
        );
      const context = await asAdmin();
      const approvedEmail = uniqueEmail('odobren');
      const approvedId = await propose({ submitterEmail: approvedEmail });
      await approveEventSubmission.run(
        formData({ id: approvedId, adminNotes: 'Vidimo se u maju' }),
        context.getContext,
      );
      await draftEventFromSubmission.run(formData({ id: approvedId }), context.getContext);
      const [approval, draft] = await mailsTo(approvedEmail);
      expect(approval).toMatchObject({ template: 'proposal.decision', subject: expect.stringContaining('odobren') });
      expect(approval?.textBody).toContain('Vidimo se u maju');
      // The date is our record's, written the Serbian way ('23. novembar 2026.').
      expect(approval?.textBody).toMatch(/koji ste poslali \d{1,2}\. [a-z]+ \d{4}\. Javićemo/);
      expect(approval?.textBody).not.toContain('Veče osnivača');
      expect(draft).toMatchObject({ template: 'proposal.draft' });
      expect(draft?.textBody).toContain('uz vaše ime kao predlagača');

      const rejectedEmail = uniqueEmail('odbijen');
      const rejectedId = await propose({ submitterEmail: rejectedEmail });
      await rejectEventSubmission.run(formData({ id: rejectedId, adminNotes: 'Termin je zauzet' }), context.getContext);
      const rejection = firstOf(await mailsTo(rejectedEmail));
      expect(rejection).toMatchObject({ template: 'proposal.decision' });
      expect(rejection.textBody).toContain('Termin je zauzet');
      // A second decision mails nobody.
      await approveEventSubmission.run(formData({ id: rejectedId }), context.getContext);
      expect(await mailsTo(rejectedEmail)).toHaveLength(1);
    });

    it('rejects without notes (stored as null)', async () => {
      const id = await propose();
      const context = await asAdmin();
      expect(await rejectEventSubmission.run(formData({ id, adminNotes: '  ' }), context.getContext)).toMatchObject({
        ok: true,
        message: 'Predlog je odbačen',
      });
      expect(await submission(id)).toMatchObject({ status: 'rejected', adminNotes: null });
    });

    it('turns an approved proposal into one inactive, prefilled draft event', async () => {
      const id = await propose();
      const context = await asAdmin();
      expect(await draftEventFromSubmission.run(formData({ id }), context.getContext)).toMatchObject({
        ok: false,
        formError: 'Nacrt događaja se pravi samo od odobrenog predloga.',
      });
      await approveEventSubmission.run(formData({ id }), context.getContext);

      const result = await draftEventFromSubmission.run(formData({ id }), context.getContext);
      expect(result).toMatchObject({
        ok: true,
        message: 'Nacrt događaja je kreiran. Proverite ga i aktivirajte u kartici Događaji.',
      });
      const draft = firstOf(await database.db.select().from(events).where(eq(events.submissionId, id)));
      expect(draft).toMatchObject({
        title: 'Veče osnivača',
        description: 'Razgovori o prvim kupcima.\n\nDogađaj je predložio/la: Petar Perić',
        location: 'Kreativni Hub, Bulevar 1',
        registrationUrl: 'https://primer.rs/vece',
        isActive: false,
        isFeatured: false,
        currentParticipants: 0,
      });
      expect(draft.eventDate.toISOString()).toBe('2027-05-12T16:00:00.000Z');
      expect(context.revalidate).not.toHaveBeenCalled();
      expect((await queryActiveEvents(database.db)).some((event) => event.id === draft.id)).toBe(false);
      expect((await listEventSubmissions(database.db)).find((item) => item.id === id)?.draftEventId).toBe(draft.id);

      expect(await draftEventFromSubmission.run(formData({ id }), context.getContext)).toMatchObject({
        ok: false,
        formError: 'Za ovaj predlog nacrt događaja već postoji.',
      });
      expect(await database.db.$count(events, eq(events.submissionId, id))).toBe(1);
    });

    it('says so when the proposal date cannot be read (a Lu.ma link without a name)', async () => {
      const id = await propose({
        submissionType: 'luma',
        lumaUrl: 'https://lu.ma/abc',
        eventUrl: null,
        eventName: null,
        eventDatetime: 'sledeće nedelje',
      });
      const context = await asAdmin();
      await approveEventSubmission.run(formData({ id }), context.getContext);
      const result = await draftEventFromSubmission.run(formData({ id }), context.getContext);
      expect(result).toMatchObject({
        ok: true,
        message: 'Nacrt događaja je kreiran, ali datum predloga nije prepoznat: unesite ga u kartici Događaji.',
      });
      const draft = firstOf(await database.db.select().from(events).where(eq(events.submissionId, id)));
      expect(draft).toMatchObject({
        title: 'Predlog: Petar Perić',
        registrationUrl: 'https://lu.ma/abc',
        isActive: false,
      });
    });

    it('refuses anyone but an admin', async () => {
      const id = await propose();
      const approved = await propose();
      await approveEventSubmission.run(formData({ id: approved }), (await asAdmin()).getContext);
      const all = () => database.db.select().from(eventSubmissions).orderBy(eventSubmissions.id);
      await expectAdminOnly(database.db, approveEventSubmission, () => formData({ id }), all);
      await expectAdminOnly(database.db, rejectEventSubmission, () => formData({ id }), all);
      await expectAdminOnly(database.db, draftEventFromSubmission, () => formData({ id: approved }), all);
    });
  });
});
