import { describe, expect, it } from 'vitest';

import { sectionPagePath } from '@/lib/content/section-pages';
import { draftFromProposal, parseProposalDateTime } from '@/lib/events/proposals';
import { parseBelgradeDateTimeInput, toBelgradeDateTimeInput } from '@/lib/events/schedule';
import { isSiteLink } from '@/lib/validation/admin-shared';

const NOW = new Date('2026-11-23T12:00:00Z');
const iso = (text: string) => parseProposalDateTime(text, NOW)?.toISOString() ?? null;

describe('proposal dates', () => {
  it('reads the usual ways people write a date and time, on Belgrade clocks', () => {
    expect(iso('2027-05-12 18:00')).toBe('2027-05-12T16:00:00.000Z');
    expect(iso('2027-01-12T18:30')).toBe('2027-01-12T17:30:00.000Z');
    expect(iso('12.5.2027. u 18:00')).toBe('2027-05-12T16:00:00.000Z');
    expect(iso('12. maj 2027 u 18h')).toBe('2027-05-12T16:00:00.000Z');
    expect(iso('Subota, 12. decembra u 19.30')).toBe('2026-12-12T18:30:00.000Z');
  });

  it('takes the next occurrence of a date without a year', () => {
    expect(iso('12. maj u 18:00')).toBe('2027-05-12T16:00:00.000Z');
    expect(iso('23.11. u 20:00')).toBe('2026-11-23T19:00:00.000Z');
  });

  it('guesses nothing: no time, an impossible day or free text give null', () => {
    expect(iso('12. maj')).toBeNull();
    expect(iso('31.2.2027. u 18:00')).toBeNull();
    expect(iso('12.5.2027. u 25:00')).toBeNull();
    expect(iso('sledeće nedelje')).toBeNull();
    expect(iso('')).toBeNull();
  });

  it('prefills a draft from the proposal, with a placeholder date 30 days ahead when unreadable', () => {
    const draft = draftFromProposal(
      {
        eventName: null,
        eventDescription: null,
        eventLocation: 'Hub',
        eventAddress: null,
        eventUrl: null,
        lumaUrl: 'https://lu.ma/x',
        eventDatetime: 'uskoro',
        submitterName: 'Ana',
      },
      NOW,
    );
    expect(draft).toMatchObject({
      title: 'Predlog: Ana',
      location: 'Hub',
      registrationUrl: 'https://lu.ma/x',
      dateRecognised: false,
    });
    expect(draft.eventDate.toISOString()).toBe('2026-12-23T17:00:00.000Z');
  });
});

describe('admin event form dates', () => {
  it('reads datetime-local on Belgrade clocks across daylight saving, and writes it back', () => {
    expect(parseBelgradeDateTimeInput('2027-01-15T10:00')?.toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(parseBelgradeDateTimeInput('2027-07-15T10:00')?.toISOString()).toBe('2027-07-15T08:00:00.000Z');
    expect(toBelgradeDateTimeInput('2027-07-15T08:00:00.000Z')).toBe('2027-07-15T10:00');
    expect(parseBelgradeDateTimeInput('2027-02-29T10:00')).toBeNull();
    // The days the clocks change: just before and after the jump, and the hour that repeats (read
    // as its second occurrence, winter time, the way @date-fns/tz resolves it).
    expect(parseBelgradeDateTimeInput('2027-03-28T01:59')?.toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(parseBelgradeDateTimeInput('2027-03-28T03:00')?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(parseBelgradeDateTimeInput('2027-10-31T02:30')?.toISOString()).toBe('2027-10-31T01:30:00.000Z');
    expect(parseBelgradeDateTimeInput('2027-10-31T03:30')?.toISOString()).toBe('2027-10-31T02:30:00.000Z');
    expect(parseBelgradeDateTimeInput('15.01.2027 10:00')).toBeNull();
  });
});

describe('content section pages and links', () => {
  it('names the page that shows a section', () => {
    expect(sectionPagePath('home_hero')).toBe('/');
    expect(sectionPagePath('about_story')).toBe('/about');
    expect(sectionPagePath('events_hero')).toBe('/events');
    expect(sectionPagePath('nepostojeci')).toBeNull();
  });

  it('accepts local paths and web addresses only', () => {
    expect(isSiteLink('/join')).toBe(true);
    expect(isSiteLink('https://lu.ma/x')).toBe(true);
    expect(isSiteLink('//evil.example')).toBe(false);
    expect(isSiteLink('/\\evil.example')).toBe(false);
    expect(isSiteLink('javascript:alert(1)')).toBe(false);
    expect(isSiteLink('mailto:a@b.rs')).toBe(false);
  });
});
