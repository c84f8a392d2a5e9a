import { describe, expect, it } from 'vitest';

import { MEMBER_RSVP_TEXTS } from '@/components/events/member-rsvp-texts';
import { fillText } from '@/lib/i18n/text-template';
import { memberRsvpTextsIn } from '@/components/events/member-rsvp-in-script';
import { linkEventIn, registrationEventFromRow } from '@/lib/events/registration';
import { eventIn } from '@/lib/events/texts';
import { ATTENDANCE_TEXTS, RSVP_TEXTS } from '@/lib/validation/event-rsvp-texts';

/** An event as stored, with an admin's foreign marks. */
const STORED = {
  id: '6f1c2b0e-0000-4000-8000-000000000002',
  eventKey: 'zoom-radionica',
  title: '-{Zoom}- radionica: Wild Mixer',
  shortDescription: 'Učimo preko -{Zoom}--a',
  description: null,
  location: 'Beograd, -{Google Meet}-',
  maxParticipants: 30,
  currentParticipants: 12,
  // Tuesday 20 May 2031, 18:00 in Belgrade.
  eventDate: new Date('2031-05-20T16:00:00Z'),
};

describe('an event in the page script', () => {
  it('Latin: the marks removed, nothing else changed', () => {
    expect(eventIn('lat', STORED)).toEqual({
      ...STORED,
      title: 'Zoom radionica: Wild Mixer',
      shortDescription: 'Učimo preko Zoom-a',
      location: 'Beograd, Google Meet',
    });
  });

  it('Cyrillic: converted, the marked and foreign words kept', () => {
    expect(eventIn('cir', STORED)).toMatchObject({
      title: 'Zoom радионица: Wild Mixer',
      shortDescription: 'Учимо преко Zoom-а',
      description: null,
      location: 'Београд, Google Meet',
      eventKey: 'zoom-radionica',
    });
  });

  it("the registration page's event: its date in the page's script, its links and numbers alike", () => {
    const now = new Date('2031-01-01T00:00:00Z');
    const latin = registrationEventFromRow(STORED, now, 'lat');
    const cyrillic = registrationEventFromRow(STORED, now, 'cir');
    expect(latin).toMatchObject({
      title: 'Zoom radionica: Wild Mixer',
      eventDate: 'utorak, 20. maj 2031. u 18:00',
      location: 'Beograd, Google Meet',
      description: 'Učimo preko Zoom-a',
    });
    expect(cyrillic).toMatchObject({
      title: 'Zoom радионица: Wild Mixer',
      eventDate: 'уторак, 20. мај 2031. у 18:00',
      location: 'Београд, Google Meet',
      description: 'Учимо преко Zoom-а',
    });
    const texts = { title: '', eventDate: '', location: '', description: '' };
    expect({ ...cyrillic, ...texts }).toEqual({ ...latin, ...texts });
  });

  it('an event described by a link: converted on the Cyrillic page, as typed on the Latin one', () => {
    const link = {
      source: 'link' as const,
      title: 'Meetup -{Startit}-',
      eventDate: '1. jul u 19:00',
      location: 'Novi Sad',
      description: null,
    };
    expect(linkEventIn('lat', link)).toBe(link);
    expect(linkEventIn('cir', link)).toEqual({
      source: 'link',
      title: 'Меетуп Startit',
      eventDate: '1. јул у 19:00',
      location: 'Нови Сад',
      description: null,
    });
  });
});

describe("the members' one-click registration texts", () => {
  it('read in Latin as the texts of the actions do', () => {
    expect(fillText(MEMBER_RSVP_TEXTS.waitlisted, 3)).toBe(RSVP_TEXTS.waitlisted(3));
    expect(fillText(MEMBER_RSVP_TEXTS.count, 12)).toBe(ATTENDANCE_TEXTS.count(12));
    expect(fillText(MEMBER_RSVP_TEXTS.more, 4)).toBe(ATTENDANCE_TEXTS.more(4));
    expect(fillText(MEMBER_RSVP_TEXTS.profileOf, 'Ana $& Anić')).toBe(ATTENDANCE_TEXTS.profileOf('Ana $& Anić'));
  });

  it('come in Cyrillic with their places kept, and not at all on a Latin page (its default)', () => {
    const texts = memberRsvpTextsIn('cir')!;
    expect(fillText(texts.waitlisted, 3)).toBe('На листи чекања: 3. место');
    expect(fillText(texts.profileOf, 'Marko')).toBe('Marko: профил у директоријуму');
    expect(texts.register).toBe('Пријави се');
    expect(memberRsvpTextsIn('lat')).toBeUndefined();
  });
});
