import { describe, expect, it } from 'vitest';

import { actionFailure, actionSuccess, fieldErrorsOf, validationFailure } from '@/lib/actions/result';
import { buildCalendar, escapeText, foldLine, formatLocalDateTime } from '@/lib/events/ics';
import type { MailSettings } from '@/lib/mail/config';
import { retryDelayMs } from '@/lib/mail/deliver';
import {
  contactNotification,
  escapeHtml,
  joinConfirmation,
  newsletterConfirmation,
  registrationConfirmation,
  teamConfirmation,
} from '@/lib/mail/templates';
import { contactSchema } from '@/lib/validation/contact';
import { teamApplicationSchema } from '@/lib/validation/team-application';

describe('action result helper', () => {
  it('returns every field error, not just the first', () => {
    const parsed = contactSchema.safeParse({ name: 'A', email: 'x', message: 'kratko' });
    if (parsed.success) throw new Error('expected a failure');
    const result = validationFailure(parsed.error, { name: 'A', email: 'x', message: 'kratko' });
    expect(result).toMatchObject({
      ok: false,
      title: 'Greška',
      formError:
        'Ime mora imati najmanje 2 karaktera, Email format nije valjan, Poruka mora imati najmanje 10 karaktera',
      fieldErrors: {
        name: ['Ime mora imati najmanje 2 karaktera'],
        email: ['Email format nije valjan'],
        message: ['Poruka mora imati najmanje 10 karaktera'],
      },
      values: { name: 'A', email: 'x', message: 'kratko' },
    });
  });

  it('keeps errors about the whole form out of the field errors', () => {
    const parsed = teamApplicationSchema.safeParse({
      name: 'Ana',
      email: 'a@b.rs',
      role: 'team',
      experience: 'x',
      motivation: 'y'.repeat(5000),
    });
    if (parsed.success) throw new Error('expected a failure');
    expect(fieldErrorsOf(parsed.error)).toEqual({});
    expect(validationFailure(parsed.error)).toMatchObject({ formError: 'Sadržaj prijave je predugačak' });
  });

  it('builds success and failure results', () => {
    expect(actionSuccess('Poruka poslata!', 'Hvala')).toMatchObject({
      ok: true,
      title: 'Poruka poslata!',
      message: 'Hvala',
    });
    expect(actionFailure('Neuspešno slanje poruke')).toMatchObject({
      ok: false,
      title: 'Greška',
      formError: 'Neuspešno slanje poruke',
      fieldErrors: {},
    });
  });
});

describe('mail', () => {
  const settings: MailSettings = {
    siteName: 'Mreža',
    siteUrl: 'https://mreza.rs',
    teamAddress: 'tim@mreza.rs',
    from: 'Mreža <no-reply@mreza.rs>',
  };

  it('notifies the team with a reply-to of the sender and escapes HTML', () => {
    const mail = contactNotification(settings, {
      name: 'Ana\r\nBcc: x@y.z',
      email: 'ana@primer.rs',
      message: 'a & b "c"',
    });
    expect(mail.to).toEqual(['tim@mreza.rs']);
    expect(mail.replyTo).toBe('ana@primer.rs');
    expect(mail.subject).toBe('Nova poruka sa sajta: Ana Bcc: x@y.z');
    expect(mail.text).toContain('a & b "c"');
    expect(mail.html).toContain('a &amp; b &quot;c&quot;');
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
  });

  const registration = {
    firstName: 'Ana',
    lastName: 'Anić',
    email: 'ana@primer.rs',
    phone: null,
    company: null,
    position: null,
    message: null,
    eventTitle: 'Wild Mixer',
    eventDate: 'petak, 17. april 2026. u 18:00',
    eventLocation: 'Beograd',
    calendarPath: '/events/wild-mixer-april/event.ics',
  };

  it('links the .ics file from the registration confirmation of one of our events', () => {
    const mail = registrationConfirmation(settings, registration);
    expect(mail.to).toEqual(['ana@primer.rs']);
    expect(mail.subject).toBe('Prijava za „Wild Mixer” je primljena');
    expect(mail.text).toContain('https://mreza.rs/events/wild-mixer-april/event.ics');
  });

  it('names nothing from the link in the confirmation of a link-described event', () => {
    const bait = 'HITNO: vaš nalog ističe – potvrdite na https://evil.example/login';
    const mail = registrationConfirmation(settings, {
      ...registration,
      firstName: 'Posetite evil.example',
      eventTitle: bait,
      eventDate: 'danas – https://evil.example/a',
      eventLocation: 'https://evil.example/b',
      calendarPath: null,
    });
    expect(mail.to).toEqual(['ana@primer.rs']);
    expect(mail.subject).toBe('Prijava za događaj je primljena – Mreža');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('HITNO');
    }
  });

  it("never puts the visitor's typed name into a mail to the typed address", () => {
    const name = 'Kliknite https://evil.example';
    // The join action hands over the whole stored application, name included.
    const application = { name, email: 'ana@primer.rs', about: 'o meni', contribute: 'doprinos', expect: 'očekivanja' };
    // Whole records with the name in them, as a careless caller might pass them.
    const teamApplication = { name, email: 'ana@primer.rs', roleLabel: 'Mentor' };
    const subscriber = {
      firstName: name,
      email: 'ana@primer.rs',
      confirmUrl: 'https://mreza.rs/c',
      unsubscribeUrl: 'https://mreza.rs/o',
    };
    const mails = [
      joinConfirmation(settings, application),
      teamConfirmation(settings, teamApplication),
      newsletterConfirmation(settings, subscriber),
      registrationConfirmation(settings, {
        ...registration,
        firstName: name,
        eventDate: null,
        eventLocation: null,
        calendarPath: '/x.ics',
      }),
    ];
    for (const mail of mails) {
      expect(mail.to).toEqual(['ana@primer.rs']);
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain('evil.example');
      expect(mail.text.startsWith('Zdravo,')).toBe(true);
    }
  });

  it('puts the confirmation link and an unsubscribe link in the newsletter opt-in mail', () => {
    const mail = newsletterConfirmation(settings, {
      email: 'ana@primer.rs',
      confirmUrl: 'https://mreza.rs/newsletter/potvrda?token=abc',
      unsubscribeUrl: 'https://mreza.rs/newsletter/odjava?token=def',
    });
    expect(mail.text).toContain('https://mreza.rs/newsletter/potvrda?token=abc');
    expect(mail.text).toContain('https://mreza.rs/newsletter/odjava?token=def');
  });

  it('backs off exponentially between attempts, capped at 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);
  });
});

describe('iCalendar', () => {
  it('writes Belgrade wall-clock time on both sides of daylight saving', () => {
    // 18:00 in Belgrade is 16:00Z in summer (CEST) and 17:00Z in winter (CET).
    expect(formatLocalDateTime(new Date('2026-04-17T16:00:00Z'))).toBe('20260417T180000');
    expect(formatLocalDateTime(new Date('2026-11-20T17:00:00Z'))).toBe('20261120T180000');
    // The night the clocks go forward: 00:30Z is 01:30 CET, 01:30Z is 03:30 CEST.
    expect(formatLocalDateTime(new Date('2026-03-29T00:30:00Z'))).toBe('20260329T013000');
    expect(formatLocalDateTime(new Date('2026-03-29T01:30:00Z'))).toBe('20260329T033000');
  });

  it('builds a calendar with the VTIMEZONE block and TZID times', () => {
    const ics = buildCalendar(
      [
        {
          uid: 'e1@mreza.rs',
          title: 'Wild Mixer, april; veče',
          description: 'Red 1\nRed 2',
          location: 'Beograd',
          start: new Date('2026-04-17T16:00:00Z'),
        },
      ],
      { productId: '-//Mreža//Događaji//SR', name: 'Događaji', now: new Date('2026-01-01T00:00:00Z') },
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Belgrade');
    expect(ics).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(ics).toContain('DTSTART;TZID=Europe/Belgrade:20260417T180000');
    expect(ics).toContain('DTEND;TZID=Europe/Belgrade:20260417T200000');
    expect(ics).toContain('SUMMARY:Wild Mixer\\, april\\; veče');
    expect(ics).toContain('DESCRIPTION:Red 1\\nRed 2');
    expect(ics).toContain('DTSTAMP:20260101T000000Z');
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`DESCRIPTION:${'š'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `DESCRIPTION:${'š'.repeat(60)}`,
    );
  });
});
