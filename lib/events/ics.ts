/**
 * iCalendar (RFC 5545) files for events: one event to download, or the subscribable feed.
 * Times are written as local Belgrade wall-clock times with TZID=Europe/Belgrade and the zone's
 * VTIMEZONE rules, so a calendar shows 18:00 as 18:00 on either side of a daylight-saving change.
 */

import { belgradeWallClock } from '@/lib/format/date';
import { SITE_TIME_ZONE } from '@/lib/site/locale';

export const ICS_TIME_ZONE = SITE_TIME_ZONE;

/** Events have no end in the data; a calendar entry lasts this long. */
export const DEFAULT_EVENT_DURATION_MS = 2 * 60 * 60_000;

export interface CalendarEvent {
  /** Globally unique and stable across downloads, so calendars update instead of duplicating. */
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  start: Date;
  end?: Date;
  /** When the entry last changed; defaults to now. */
  updatedAt?: Date;
  /**
   * RFC 5545 SEQUENCE, the entry's revision: raised when its time or place moves, so a calendar
   * that has the entry (same UID) updates it instead of ignoring the file or adding a second one.
   */
  sequence?: number;
}

export interface CalendarOptions {
  /** Product identifier, e.g. '-//Preduzetnička mreža//Događaji//SR'. */
  productId: string;
  /** Name shown for a subscribed feed. */
  name?: string;
  now?: Date;
}

/** CET/CEST since 1996: last Sunday of March 02:00 → +02:00, last Sunday of October 03:00 → +01:00. */
const BELGRADE_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  `X-LIC-LOCATION:${ICS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The instant as Belgrade wall-clock time, `YYYYMMDDTHHMMSS`. */
export function formatLocalDateTime(date: Date): string {
  const clock = belgradeWallClock(date);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}${two(clock.month)}${two(clock.day)}T${two(clock.hour)}${two(clock.minute)}${two(clock.second)}`;
}

/** The instant in UTC, `YYYYMMDDTHHMMSSZ` (for DTSTAMP and LAST-MODIFIED). */
export function formatUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character:
 * continuation lines start with one space.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentBytes + size > limit) {
      pieces.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const end = event.end ?? new Date(event.start.getTime() + DEFAULT_EVENT_DURATION_MS);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtcDateTime(now)}`,
    `LAST-MODIFIED:${formatUtcDateTime(event.updatedAt ?? now)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${formatLocalDateTime(event.start)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${formatLocalDateTime(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** A complete VCALENDAR with the Belgrade VTIMEZONE and the given events, CRLF line endings. */
export function buildCalendar(
  events: readonly CalendarEvent[],
  { productId, name, now = new Date() }: CalendarOptions,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, `NAME:${escapeText(name)}`] : []),
    `X-WR-TIMEZONE:${ICS_TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...BELGRADE_VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
