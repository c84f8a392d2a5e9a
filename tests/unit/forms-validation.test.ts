import { describe, expect, it } from 'vitest';

import { contactSchema } from '@/lib/validation/contact';
import { eventRegistrationSchema } from '@/lib/validation/event-registration';
import { eventSuggestionSchema, isLumaUrl } from '@/lib/validation/event-suggestion';
import { joinSchema } from '@/lib/validation/join';
import { joinMessages } from '@/lib/validation/messages';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { composeTeamApplicationMessage, teamApplicationSchema } from '@/lib/validation/team-application';

import { errorsOf } from '../support/schema-errors';

describe('shared rules (spec §5 Shared)', () => {
  it('names the empty required field: "{field} je obavezno polje", and only that', () => {
    expect(errorsOf(contactSchema, { name: '', email: '', message: '' })).toEqual({
      name: ['Ime je obavezno polje'],
      email: ['Email je obavezno polje'],
      message: ['Poruka je obavezno polje'],
    });
  });

  it('treats a field that is only spaces as empty', () => {
    expect(errorsOf(contactSchema, { name: '   ', email: 'a@b.rs', message: 'Dovoljno duga poruka' }).name).toEqual([
      'Ime je obavezno polje',
    ]);
  });

  it("rejects an e-mail without the {x}@{y}.{z} shape with 'Email format nije valjan'", () => {
    for (const email of ['ana', 'ana@', 'ana@primer', 'ana @primer.rs', '@primer.rs']) {
      expect(errorsOf(contactSchema, { name: 'Ana', email, message: 'Dovoljno duga poruka' }).email, email).toEqual([
        'Email format nije valjan',
      ]);
    }
  });

  it('rejects an e-mail over 254 characters', () => {
    const email = `${'a'.repeat(250)}@b.rs`;
    expect(errorsOf(contactSchema, { name: 'Ana', email, message: 'Dovoljno duga poruka' }).email).toEqual([
      'Email format nije valjan',
    ]);
  });

  it('stores e-mails lower-cased and trimmed', () => {
    expect(contactSchema.parse({ name: ' Ana ', email: ' Ana@Primer.RS ', message: ' Dovoljno duga poruka ' })).toEqual(
      {
        name: 'Ana',
        email: 'ana@primer.rs',
        message: 'Dovoljno duga poruka',
      },
    );
  });

  it('joins messages with commas, and full sentences with spaces', () => {
    expect(joinMessages(['Ime je obavezno polje', 'Email format nije valjan'])).toBe(
      'Ime je obavezno polje, Email format nije valjan',
    );
    expect(joinMessages(['Molimo unesite vaše ime i prezime.', 'Molimo unesite validan email.'])).toBe(
      'Molimo unesite vaše ime i prezime. Molimo unesite validan email.',
    );
    expect(joinMessages(['A', 'A', 'B'])).toBe('A, B');
  });
});

describe('contact form (spec §5 Contact)', () => {
  const valid = { name: 'Ana', email: 'ana@primer.rs', message: 'Zdravo, imam pitanje.' };

  it('accepts a complete message', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it("needs a name of at least 2 characters: 'Ime mora imati najmanje 2 karaktera'", () => {
    expect(errorsOf(contactSchema, { ...valid, name: 'A' }).name).toEqual(['Ime mora imati najmanje 2 karaktera']);
  });

  it("needs a message of at least 10 characters: 'Poruka mora imati najmanje 10 karaktera'", () => {
    expect(errorsOf(contactSchema, { ...valid, message: 'Kratko' }).message).toEqual([
      'Poruka mora imati najmanje 10 karaktera',
    ]);
  });

  it("refuses a message over 5000 characters: 'Poruka je predugačka'", () => {
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(errorsOf(contactSchema, { ...valid, message: 'x'.repeat(5001) }).message).toEqual(['Poruka je predugačka']);
  });
});

describe('join form (spec §5 Join)', () => {
  const valid = {
    name: 'Ana Anić',
    email: 'ana@primer.rs',
    about: 'Studentkinja',
    contribute: 'Dizajn',
    expect: 'Ljude',
  };

  it('requires every field', () => {
    expect(errorsOf(joinSchema, {})).toEqual({
      name: ['Ime je obavezno polje'],
      email: ['Email je obavezno polje'],
      about: ['O tebi je obavezno polje'],
      contribute: ['Doprinos je obavezno polje'],
      expect: ['Očekivanja je obavezno polje'],
    });
  });

  it("refuses more than 10000 characters in total: 'Ukupan sadržaj je predugačak'", () => {
    const atLimit = {
      ...valid,
      about: 'x'.repeat(10_000 - 'Ana Anić'.length - 'ana@primer.rs'.length - 'Dizajn'.length - 'Ljude'.length),
    };
    expect(joinSchema.safeParse(atLimit).success).toBe(true);
    expect(errorsOf(joinSchema, { ...atLimit, expect: 'Ljude!' })).toEqual({ root: ['Ukupan sadržaj je predugačak'] });
  });
});

describe('team application (spec §5 Team application)', () => {
  const valid = {
    name: 'Ana Anić',
    email: 'ana@primer.rs',
    phone: '',
    role: 'mentor',
    experience: '10 godina',
    motivation: 'Želim da pomognem',
  };

  it('requires name, e-mail, role, experience and motivation; phone is optional', () => {
    expect(errorsOf(teamApplicationSchema, { phone: '' })).toEqual({
      name: ['Ime je obavezno polje'],
      email: ['Email je obavezno polje'],
      role: ['Uloga je obavezno polje'],
      experience: ['Iskustvo je obavezno polje'],
      motivation: ['Motivacija je obavezno polje'],
    });
    expect(teamApplicationSchema.safeParse(valid).success).toBe(true);
  });

  it('accepts only the roles team and mentor', () => {
    expect(errorsOf(teamApplicationSchema, { ...valid, role: 'admin' }).role).toEqual(['Uloga je obavezno polje']);
    expect(teamApplicationSchema.safeParse({ ...valid, role: 'team' }).success).toBe(true);
  });

  it("composes the application with 'Nije navedeno' for a missing phone", () => {
    const message = composeTeamApplicationMessage({ ...valid, role: 'mentor' });
    expect(message).toBe(
      [
        'Prijava za: Mentor',
        'Ime: Ana Anić',
        'Email: ana@primer.rs',
        'Telefon: Nije navedeno',
        '',
        'Iskustvo:',
        '10 godina',
        '',
        'Motivacija:',
        'Želim da pomognem',
      ].join('\n'),
    );
    expect(composeTeamApplicationMessage({ ...valid, role: 'team', phone: '+381 60 123' })).toContain(
      'Telefon: +381 60 123',
    );
  });

  it("refuses a composed application over 5000 characters: 'Sadržaj prijave je predugačak'", () => {
    const base = composeTeamApplicationMessage({ ...valid, role: 'mentor', motivation: '' }).length;
    const fits = { ...valid, motivation: 'x'.repeat(5000 - base) };
    expect(composeTeamApplicationMessage({ ...fits, role: 'mentor' })).toHaveLength(5000);
    expect(teamApplicationSchema.safeParse(fits).success).toBe(true);
    expect(errorsOf(teamApplicationSchema, { ...fits, motivation: `${fits.motivation}x` })).toEqual({
      root: ['Sadržaj prijave je predugačak'],
    });
  });
});

describe('suggest event (spec §5 Suggest event)', () => {
  const person = { submitterName: 'Ana Anić', submitterEmail: 'ana@primer.rs' };

  it('asks for name and a valid e-mail with the spec texts', () => {
    expect(errorsOf(eventSuggestionSchema, { submissionType: 'luma', lumaUrl: 'https://lu.ma/x' })).toEqual({
      submitterName: ['Molimo unesite vaše ime i prezime.'],
      submitterEmail: ['Molimo unesite validan email.'],
    });
    expect(
      errorsOf(eventSuggestionSchema, {
        ...person,
        submitterEmail: 'bez-majmuna',
        submissionType: 'luma',
        lumaUrl: 'lu.ma/x',
      }),
    ).toEqual({
      submitterEmail: ['Molimo unesite validan email.'],
    });
  });

  it('Lu.ma: requires the URL, from lu.ma', () => {
    expect(errorsOf(eventSuggestionSchema, { ...person, submissionType: 'luma' })).toEqual({
      lumaUrl: ['Molimo unesite Lu.ma URL.'],
    });
    expect(
      errorsOf(eventSuggestionSchema, { ...person, submissionType: 'luma', lumaUrl: 'https://eventbrite.com/e/1' }),
    ).toEqual({
      lumaUrl: ['URL mora biti sa Lu.ma platforme.'],
    });
    expect(isLumaUrl('https://evil.example/?lu.ma')).toBe(false);
    expect(isLumaUrl('lu.ma/wild-mixer')).toBe(true);
  });

  it('external: requires the page URL and the event name', () => {
    expect(errorsOf(eventSuggestionSchema, { ...person, submissionType: 'external' })).toEqual({
      eventUrl: ['Molimo unesite URL stranice događaja.'],
      eventName: ['Molimo unesite naziv događaja.'],
    });
  });

  it('drops the fields of the type not chosen and normalises URLs', () => {
    const luma = eventSuggestionSchema.parse({
      ...person,
      submissionType: 'luma',
      lumaUrl: 'lu.ma/x',
      eventName: 'Ignorisano',
      additionalNotes: 'Napomena',
    });
    expect(luma).toMatchObject({
      submissionType: 'luma',
      lumaUrl: 'https://lu.ma/x',
      eventName: null,
      eventUrl: null,
      additionalNotes: 'Napomena',
    });
    const external = eventSuggestionSchema.parse({
      ...person,
      submissionType: 'external',
      eventUrl: 'https://primer.rs/dogadjaj',
      eventName: 'Meetup',
      lumaUrl: 'https://lu.ma/ignorisano',
    });
    expect(external).toMatchObject({
      submissionType: 'external',
      lumaUrl: null,
      eventUrl: 'https://primer.rs/dogadjaj',
      eventName: 'Meetup',
      eventHost: null,
    });
  });
});

describe('event registration (spec §5 Event registration)', () => {
  it("asks for first name, last name and e-mail with one message: 'Molimo unesite sva obavezna polja.'", () => {
    expect(errorsOf(eventRegistrationSchema, {})).toEqual({
      firstName: ['Molimo unesite sva obavezna polja.'],
      lastName: ['Molimo unesite sva obavezna polja.'],
      email: ['Molimo unesite sva obavezna polja.'],
    });
  });

  it('keeps optional fields optional and checks the e-mail format', () => {
    expect(
      eventRegistrationSchema.safeParse({ firstName: 'Ana', lastName: 'Anić', email: 'ana@primer.rs' }).success,
    ).toBe(true);
    expect(errorsOf(eventRegistrationSchema, { firstName: 'Ana', lastName: 'Anić', email: 'ana' }).email).toEqual([
      'Email format nije valjan',
    ]);
  });
});

describe('newsletter (spec §5 Newsletter)', () => {
  it('requires first name, last name and e-mail', () => {
    expect(errorsOf(newsletterSchema, {})).toEqual({
      FNAME: ['Ime je obavezno polje'],
      LNAME: ['Prezime je obavezno polje'],
      EMAIL: ['Email je obavezno polje'],
    });
    expect(newsletterSchema.parse({ FNAME: 'Ana', LNAME: 'Anić', EMAIL: 'Ana@Primer.rs' })).toEqual({
      FNAME: 'Ana',
      LNAME: 'Anić',
      EMAIL: 'ana@primer.rs',
    });
  });
});
