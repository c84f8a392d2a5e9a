import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  submitContactMessage,
  submitEventRegistration,
  submitEventSuggestion,
  submitJoinApplication,
  submitNewsletterSignup,
  submitTeamApplication,
  confirmNewsletter,
  unsubscribeNewsletter,
} from '@/lib/actions/public-forms';
import {
  contactMessages,
  eventRegistrations,
  events,
  eventSubmissions,
  joinApplications,
  mailOutbox,
  newsletterSubscribers,
  teamApplications,
} from '@/lib/db/schema';

import { FORMS_SEED, formData, testContext, uniqueEmail } from './forms-support';
import { BACKENDS, countAllTables, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

describe.each(BACKENDS)('public form actions on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);

  const outboxFor = (address: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(sql`${address} = any(${mailOutbox.toAddresses})`);

  describe('contact', () => {
    it('stores the sanitised message and queues a notification to the team', async () => {
      const email = uniqueEmail('kontakt');
      const { getContext, onMailQueued } = testContext(database.db);
      const result = await submitContactMessage.run(
        formData({
          name: ' <b>Ana</b> ',
          email: email.toUpperCase(),
          message: 'Zdravo <script>javascript:alert(1)</script> svima!',
        }),
        getContext,
      );
      expect(result).toMatchObject({
        ok: true,
        title: 'Poruka poslata!',
        message: 'Hvala ti na poruci. Odgovorićemo ti uskoro!',
      });

      const stored = await database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ name: 'bAna/b', email, message: 'Zdravo scriptalert(1)/script svima!' });

      const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email));
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        template: 'contact.notify',
        status: 'pending',
        toAddresses: ['tim@test.local'],
        attempts: 0,
      });
      expect(mail[0]?.textBody).toContain('Zdravo scriptalert(1)/script svima!');
      expect(onMailQueued).toHaveBeenCalledTimes(1);
    });

    it('returns every validation message, stores nothing and does not count the attempt', async () => {
      const email = uniqueEmail('kontakt');
      const { getContext } = testContext(database.db);
      const before = await countAllTables(database.db);
      const result = await submitContactMessage.run(formData({ name: 'A', email, message: 'kratko' }), getContext);
      expect(result).toMatchObject({
        ok: false,
        title: 'Greška',
        formError: 'Ime mora imati najmanje 2 karaktera, Poruka mora imati najmanje 10 karaktera',
        fieldErrors: {
          name: ['Ime mora imati najmanje 2 karaktera'],
          message: ['Poruka mora imati najmanje 10 karaktera'],
        },
        values: { name: 'A', email, message: 'kratko' },
      });
      const after = await countAllTables(database.db);
      expect({ ...after, rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });

      // Three valid messages still go through: the failed attempt was handed back.
      for (let i = 0; i < 3; i += 1) {
        expect(
          (
            await submitContactMessage.run(
              formData({ name: 'Ana', email, message: `Poruka broj ${i} za tim` }),
              getContext,
            )
          ).ok,
        ).toBe(true);
      }
    });

    it('validates again after sanitising: a message of only angle brackets is empty', async () => {
      const { getContext } = testContext(database.db);
      const result = await submitContactMessage.run(
        formData({ name: 'Ana', email: uniqueEmail(), message: '<<<<<<>>>>>>' }),
        getContext,
      );
      expect(result).toMatchObject({ ok: false, fieldErrors: { message: ['Poruka je obavezno polje'] } });
    });

    it("answers 'Neuspešno slanje poruke' when the database cannot be reached", async () => {
      const result = await submitContactMessage.run(
        formData({ name: 'Ana', email: uniqueEmail(), message: 'Poruka za tim' }),
        async () => {
          throw new Error('connection refused');
        },
      );
      expect(result).toMatchObject({ ok: false, title: 'Greška', formError: 'Neuspešno slanje poruke' });
    });
  });

  it('join: stores the application, notifies the team and confirms to the applicant', async () => {
    const email = uniqueEmail('clan');
    const { getContext } = testContext(database.db);
    const result = await submitJoinApplication.run(
      formData({ name: 'Marko Marković', email, about: 'Student FON-a', contribute: 'Radionice', expect: 'Mentore' }),
      getContext,
    );
    expect(result).toMatchObject({
      ok: true,
      title: 'Uspešno poslato!',
      message: 'Vaša prijava je uspešno poslata. Kontaktiraćemo vas uskoro.',
    });
    const stored = await database.db.select().from(joinApplications).where(eq(joinApplications.email, email));
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Marko Marković',
        about: 'Student FON-a',
        contribute: 'Radionice',
        expect: 'Mentore',
      }),
    ]);
    const notify = await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email));
    expect(notify.map((row) => row.template)).toEqual(['join.notify']);
    expect((await outboxFor(email)).map((row) => row.template)).toEqual(['join.confirm']);
  });

  it("team application: stores phone as null when empty and sends the composed message with 'Nije navedeno'", async () => {
    const email = uniqueEmail('mentor');
    const { getContext } = testContext(database.db);
    const result = await submitTeamApplication.run(
      formData({
        name: 'Jelena Jović',
        email,
        phone: '',
        role: 'mentor',
        experience: '10 godina u startapima',
        motivation: 'Želim da vratim zajednici',
      }),
      getContext,
    );
    expect(result).toMatchObject({ ok: true, title: 'Uspešno poslato!' });
    const [stored] = await database.db.select().from(teamApplications).where(eq(teamApplications.email, email));
    expect(stored).toMatchObject({
      name: 'Jelena Jović',
      phone: null,
      role: 'mentor',
      experience: '10 godina u startapima',
    });
    const notify = firstOf(await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email)));
    expect(notify.template).toBe('team.notify');
    expect(notify.textBody).toContain('Prijava za: Mentor');
    expect(notify.textBody).toContain('Telefon: Nije navedeno');
  });

  it('event suggestion: stored as pending with the unused fields left empty', async () => {
    const email = uniqueEmail('predlog');
    const { getContext } = testContext(database.db);
    const result = await submitEventSuggestion.run(
      formData({
        submissionType: 'luma',
        submitterName: 'Petar Perić',
        submitterEmail: email,
        lumaUrl: 'lu.ma/startup-vece',
        eventName: 'ignorisano',
      }),
      getContext,
    );
    expect(result).toMatchObject({ ok: true, message: 'Hvala vam na predlogu događaja. Kontaktiraćemo vas uskoro.' });
    const [stored] = await database.db
      .select()
      .from(eventSubmissions)
      .where(eq(eventSubmissions.submitterEmail, email));
    expect(stored).toMatchObject({
      submissionType: 'luma',
      status: 'pending',
      lumaUrl: 'https://lu.ma/startup-vece',
      eventName: null,
      eventUrl: null,
    });
  });

  it('event suggestion: reports every missing external field', async () => {
    const { getContext } = testContext(database.db);
    const result = await submitEventSuggestion.run(
      formData({ submissionType: 'external', submitterName: '', submitterEmail: 'x' }),
      getContext,
    );
    expect(result).toMatchObject({
      ok: false,
      formError:
        'Molimo unesite vaše ime i prezime. Molimo unesite validan email. Molimo unesite URL stranice događaja. Molimo unesite naziv događaja.',
    });
  });

  describe('event registration', () => {
    it('registers for a seeded event by key, takes a place and links the .ics in the confirmation', async () => {
      const email = uniqueEmail('ucesnik');
      const { getContext } = testContext(database.db);
      const before = firstOf(await database.db.select().from(events).where(eq(events.eventKey, 'wild-mixer-april')));
      const result = await submitEventRegistration.run(
        formData({
          event: 'wild-mixer-april',
          firstName: 'Ivana',
          lastName: 'Ivić',
          email,
          phone: '',
          company: 'Firma',
          position: '',
          message: '',
        }),
        getContext,
      );
      expect(result).toMatchObject({ ok: true, title: 'Prijava poslata!' });

      const stored = firstOf(
        await database.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email)),
      );
      expect(stored).toMatchObject({
        eventId: before.id,
        eventTitle: before.title,
        firstName: 'Ivana',
        company: 'Firma',
        phone: null,
      });
      expect(stored.eventDate).toMatch(/ u \d{2}:\d{2}$/);
      const after = firstOf(await database.db.select().from(events).where(eq(events.id, before.id)));
      expect(after.currentParticipants).toBe(before.currentParticipants + 1);

      const confirmation = firstOf(await outboxFor(email));
      expect(confirmation.template).toBe('registration.confirm');
      expect(confirmation.textBody).toContain('https://test.local/events/wild-mixer-april/event.ics');
    });

    it('a second registration with the same e-mail updates the first and only confirms again', async () => {
      const email = uniqueEmail('ucesnik');
      const { getContext } = testContext(database.db);
      const values = { event: 'startup-workshop-maj', firstName: 'Ivana', lastName: 'Ivić', email };
      expect((await submitEventRegistration.run(formData(values), getContext)).ok).toBe(true);
      expect(
        await submitEventRegistration.run(
          formData({ ...values, email: email.toUpperCase(), position: 'Osnivačica' }),
          getContext,
        ),
      ).toMatchObject({
        ok: true,
        title: 'Prijava poslata!',
      });
      const rows = await database.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.position).toBe('Osnivačica');
      const templates = (await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email))).map(
        (mail) => mail.template,
      );
      expect(templates.filter((template) => template === 'registration.notify')).toHaveLength(1);
      expect((await outboxFor(email)).filter((mail) => mail.template === 'registration.confirm')).toHaveLength(2);
    });

    it("stores an event known only from its link, with 'date u time'", async () => {
      const email = uniqueEmail('ucesnik');
      const { getContext } = testContext(database.db);
      const result = await submitEventRegistration.run(
        formData({
          title: 'Meetup <b>osnivača</b>',
          date: '12. jun',
          time: '18:00',
          location: 'Niš',
          description: 'Opis',
          firstName: 'Ana',
          lastName: 'Anić',
          email,
        }),
        getContext,
      );
      expect(result.ok).toBe(true);
      const [stored] = await database.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email));
      expect(stored).toMatchObject({
        eventId: null,
        eventTitle: 'Meetup bosnivača/b',
        eventDate: '12. jun u 18:00',
        eventLocation: 'Niš',
      });
    });

    it("answers 'Podaci o događaju nisu dostupni.' when the event does not resolve", async () => {
      const { getContext } = testContext(database.db);
      const result = await submitEventRegistration.run(
        formData({ event: 'nepostojeci', firstName: 'Ana', lastName: 'Anić', email: uniqueEmail() }),
        getContext,
      );
      expect(result).toMatchObject({ ok: false, formError: 'Podaci o događaju nisu dostupni.' });
    });

    it('refuses registrations for an event that has already started', async () => {
      const past = firstOf(
        await database.db
          .insert(events)
          .values({ title: 'Prošli događaj', eventDate: new Date(Date.now() - 60_000), maxParticipants: 10 })
          .returning(),
      );
      const { getContext } = testContext(database.db);
      const result = await submitEventRegistration.run(
        formData({ event: past.id, firstName: 'Ana', lastName: 'Anić', email: uniqueEmail() }),
        getContext,
      );
      expect(result).toMatchObject({ ok: false, formError: 'Prijave za ovaj događaj su zatvorene.' });
    });
  });

  describe('newsletter (double opt-in)', () => {
    const tokenFrom = (text: string, page: string) =>
      new URL(text.match(new RegExp(`https://test\\.local/newsletter/${page}\\?token=\\S+`))![0]).searchParams.get(
        'token',
      )!;

    it('stores an unconfirmed subscriber once per address and mails a confirmation link that confirms it', async () => {
      const email = uniqueEmail('citalac');
      const { getContext } = testContext(database.db);
      const signup = () =>
        submitNewsletterSignup.run(
          formData({ FNAME: 'Mila', LNAME: 'Milić', EMAIL: email.toUpperCase(), source: '/events' }),
          getContext,
        );

      expect(await signup()).toMatchObject({ ok: true, title: 'Proveri email' });
      expect(await signup()).toMatchObject({ ok: true });
      const rows = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ firstName: 'Mila', confirmedAt: null, source: '/events' });

      const mails = await outboxFor(email);
      expect(mails.map((row) => row.template)).toEqual(['newsletter.confirm', 'newsletter.confirm']);
      const [oldMail, newMail] = mails.map((row) => row.textBody);
      const oldToken = tokenFrom(oldMail ?? '', 'potvrda');
      const newToken = tokenFrom(newMail ?? '', 'potvrda');

      // Only the newest link works, and only once.
      expect(await confirmNewsletter(oldToken, getContext)).toBe('invalid');
      expect(await confirmNewsletter(newToken, getContext)).toBe('ok');
      expect(await confirmNewsletter(newToken, getContext)).toBe('invalid');
      const confirmed = firstOf(
        await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
      );
      expect(confirmed.confirmedAt).toBeInstanceOf(Date);

      // A confirmed address is not mailed again, yet hears the same answer.
      expect(await signup()).toMatchObject({ ok: true, title: 'Proveri email' });
      expect(await outboxFor(email)).toHaveLength(2);

      // The unsubscribe link works (and keeps working).
      const unsubscribeToken = tokenFrom(newMail ?? '', 'odjava');
      expect(await unsubscribeNewsletter(unsubscribeToken, getContext)).toBe('ok');
      expect(await unsubscribeNewsletter(unsubscribeToken, getContext)).toBe('ok');
      const left = firstOf(
        await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
      );
      expect(left.unsubscribedAt).toBeInstanceOf(Date);
      expect(await unsubscribeNewsletter('00000000-0000-4000-8000-000000000000', getContext)).toBe('invalid');
    });
  });

  describe('honeypot', () => {
    const cases = [
      ['contact', submitContactMessage, { name: 'Bot', email: 'bot@spam.rs', message: 'Kupite jeftino odmah' }],
      ['join', submitJoinApplication, { name: 'Bot', email: 'bot@spam.rs', about: 'x', contribute: 'x', expect: 'x' }],
      [
        'team',
        submitTeamApplication,
        { name: 'Bot', email: 'bot@spam.rs', role: 'team', experience: 'x', motivation: 'x' },
      ],
      [
        'suggestion',
        submitEventSuggestion,
        { submissionType: 'luma', submitterName: 'Bot', submitterEmail: 'bot@spam.rs', lumaUrl: 'lu.ma/x' },
      ],
      [
        'registration',
        submitEventRegistration,
        { event: 'wild-mixer-april', firstName: 'Bot', lastName: 'Bot', email: 'bot@spam.rs' },
      ],
      ['newsletter', submitNewsletterSignup, { FNAME: 'Bot', LNAME: 'Bot', EMAIL: 'bot@spam.rs' }],
    ] as const;

    it.each(cases)(
      '%s: a filled honeypot is answered like a success and stores nothing at all',
      async (_name, submit, values) => {
        const { getContext, onMailQueued } = testContext(database.db);
        const before = await countAllTables(database.db);
        const result = await submit.run(formData({ ...values, website: 'http://spam.example' }), getContext);
        expect(result.ok).toBe(true);
        expect(await countAllTables(database.db)).toEqual(before);
        expect(onMailQueued).not.toHaveBeenCalled();
      },
    );
  });
});
