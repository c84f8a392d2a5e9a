/** Event dates as the community lives them: in Europe/Belgrade (formatting in lib/format/date). */

import { TZDate } from '@date-fns/tz';

import { belgradeDayKey, belgradeWallClock, formatMonthAndYear } from '@/lib/format/date';
import { SITE_TIME_ZONE } from '@/lib/site/locale';

/**
 * Upcoming when the event's day in Belgrade is today or later (spec: "upcoming if the date is not
 * past"), so an event stays upcoming for the whole of its day. Both lists in date order, oldest
 * first (spec: "Only active events are shown, ordered by date").
 */
export function splitEvents<T extends { eventDate: string }>(events: readonly T[], now: Date = new Date()) {
  const today = belgradeDayKey(now);
  const byDate = [...events].sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  const upcoming = byDate.filter((event) => belgradeDayKey(event.eventDate) >= today);
  const past = byDate.filter((event) => belgradeDayKey(event.eventDate) < today);
  return { upcoming, past };
}

/**
 * The instant today begins in Belgrade: events at or after it are upcoming, before it past (the
 * rule of `splitEvents`, as a bound SQL can compare `event_date` with).
 */
export function belgradeStartOfDay(now: Date = new Date()): Date {
  const clock = belgradeWallClock(now);
  return belgradeDateTime(clock.year, clock.month - 1, clock.day, 0);
}

/** The instant the month `monthsAhead` after this one begins in Belgrade (0: this month's first day). */
export function belgradeMonthStart(now: Date, monthsAhead: number): Date {
  const clock = belgradeWallClock(now);
  return belgradeDateTime(clock.year, clock.month - 1 + monthsAhead, 1, 0);
}

/** Consecutive events grouped under their month, in the given order. */
export function groupByMonth<T extends { eventDate: string }>(events: readonly T[]): { month: string; events: T[] }[] {
  const groups: { month: string; events: T[] }[] = [];
  for (const event of events) {
    const month = formatMonthAndYear(event.eventDate);
    const last = groups.at(-1);
    if (last?.month === month) last.events.push(event);
    else groups.push({ month, events: [event] });
  }
  return groups;
}

/** Places left, or null when the event has no limit. Never negative. */
export function spotsLeft(event: { maxParticipants: number | null; currentParticipants: number }): number | null {
  if (event.maxParticipants == null) return null;
  return Math.max(0, event.maxParticipants - event.currentParticipants);
}

/** The instant when Belgrade's clocks show the given local date and time (month is 0-based). */
export function belgradeDateTime(year: number, month: number, day: number, hour: number, minute = 0): Date {
  return new Date(new TZDate(year, month, day, hour, minute, SITE_TIME_ZONE).getTime());
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a `datetime-local` value (`2026-05-12T18:00`) means on Belgrade's clocks, or null
 * when it is not one or names a day that does not exist (`2026-02-30`).
 */
export function parseBelgradeDateTimeInput(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  // The pattern has five groups, so the defaults never apply.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return belgradeDateTime(year, month - 1, day, hour, minute);
}

/** An instant as a `datetime-local` value on Belgrade's clocks (the admin event form). */
export function toBelgradeDateTimeInput(date: Date | string): string {
  const clock = belgradeWallClock(new Date(date));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}
