import { describe, expect, it } from 'vitest';

import { formatTime } from '@/lib/format/date';
import {
  belgradeDateTime,
  belgradeMonthStart,
  belgradeStartOfDay,
  groupByMonth,
  splitEvents,
  spotsLeft,
} from '@/lib/events/schedule';
import { pastEventsPath, upcomingEventsPath } from '@/lib/events/paths';

const event = (id: string, eventDate: string) => ({ id, eventDate });

describe('splitEvents', () => {
  const now = new Date('2026-11-22T10:00:00Z'); // 11:00 in Belgrade

  it('keeps an event upcoming for the whole of its day in Belgrade, even after it started', () => {
    const earlierToday = event('today', '2026-11-22T07:00:00Z');
    const { upcoming, past } = splitEvents([earlierToday], now);
    expect(upcoming.map((e) => e.id)).toEqual(['today']);
    expect(past).toEqual([]);
  });

  it('judges the day in Belgrade, not UTC: 23:30 UTC on the 21st is already the 22nd in Belgrade', () => {
    const lateUtc = event('late', '2026-11-21T23:30:00Z');
    expect(splitEvents([lateUtc], now).upcoming.map((e) => e.id)).toEqual(['late']);
  });

  it('moves yesterday to past, orders both lists by date, oldest first (spec: "ordered by date")', () => {
    const events = [
      event('next-month', '2026-12-20T17:00:00Z'),
      event('long-ago', '2026-08-01T17:00:00Z'),
      event('tomorrow', '2026-11-23T17:00:00Z'),
      event('yesterday', '2026-11-21T17:00:00Z'),
    ];
    const { upcoming, past } = splitEvents(events, now);
    expect(upcoming.map((e) => e.id)).toEqual(['tomorrow', 'next-month']);
    expect(past.map((e) => e.id)).toEqual(['long-ago', 'yesterday']);
  });
});

describe('belgradeStartOfDay and belgradeMonthStart (the bounds SQL compares event dates with)', () => {
  it('today begins at midnight in Belgrade, an hour before UTC in winter and two in summer', () => {
    expect(belgradeStartOfDay(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(belgradeStartOfDay(new Date('2026-07-01T22:30:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('the split by that bound is the split of splitEvents', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const start = belgradeStartOfDay(now).getTime();
    for (const date of [
      '2026-11-21T22:59:00Z',
      '2026-11-21T23:00:00Z',
      '2026-11-21T23:30:00Z',
      '2026-11-22T07:00:00Z',
    ]) {
      const upcoming = splitEvents([event('e', date)], now).upcoming.length === 1;
      expect(new Date(date).getTime() >= start, date).toBe(upcoming);
    }
  });

  it('months ahead cross the year, on Belgrade clocks', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(belgradeMonthStart(now, 0).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(belgradeMonthStart(now, 3).toISOString()).toBe('2027-01-31T23:00:00.000Z');
    expect(belgradeMonthStart(new Date('2026-03-15T12:00:00Z'), 1).toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});

describe('event list pages', () => {
  it('the first page of each list is /events itself, the others have their own cacheable path', () => {
    expect(pastEventsPath(1)).toBe('/events');
    expect(pastEventsPath(2)).toBe('/events/arhiva/2');
    expect(upcomingEventsPath(1)).toBe('/events');
    expect(upcomingEventsPath(3)).toBe('/events/predstojeci/3');
  });
});

describe('groupByMonth', () => {
  it('groups consecutive events under their month name', () => {
    const groups = groupByMonth([
      event('a', '2026-12-01T17:00:00Z'),
      event('b', '2026-12-20T17:00:00Z'),
      event('c', '2027-01-10T17:00:00Z'),
    ]);
    expect(groups.map((g) => [g.month, g.events.map((e) => e.id)])).toEqual([
      ['decembar 2026.', ['a', 'b']],
      ['januar 2027.', ['c']],
    ]);
  });
});

describe('spotsLeft', () => {
  it('is null without a limit and never negative', () => {
    expect(spotsLeft({ maxParticipants: null, currentParticipants: 10 })).toBeNull();
    expect(spotsLeft({ maxParticipants: 50, currentParticipants: 45 })).toBe(5);
    expect(spotsLeft({ maxParticipants: 50, currentParticipants: 60 })).toBe(0);
  });
});

describe('belgradeDateTime', () => {
  it('gives the instant when Belgrade shows that local time, in winter and in summer', () => {
    expect(belgradeDateTime(2026, 11, 1, 18).toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(belgradeDateTime(2027, 3, 17, 18).toISOString()).toBe('2027-04-17T16:00:00.000Z');
    expect(formatTime(belgradeDateTime(2027, 2, 28, 12))).toBe('12:00'); // the day clocks go forward
  });
});
