import 'server-only';

import { formatTime, formatWeekdayDate } from '@/lib/format/date';
import type { Script } from '@/lib/i18n/script';
import { textIn, textsIn } from '@/lib/i18n/texts';
import { sanitizeText } from '@/lib/security/sanitize';

import { eventCalendarPath } from './paths';
import { spotsLeft } from './schedule';
import { eventIn } from './texts';

/** An event one can register for: one of ours from the database, or one described by its link. */
export type RegistrationEvent =
  | {
      source: 'database';
      id: string;
      key: string | null;
      title: string;
      /** ISO instant of the start. */
      startsAt: string;
      /** 'date u time' in Serbian, as stored with the registration (spec §3). */
      eventDate: string;
      location: string | null;
      description: string | null;
      maxParticipants: number | null;
      currentParticipants: number;
      /** Places left, or null without a limit. */
      spotsLeft: number | null;
      /** Registration is open until the event starts. */
      isOpen: boolean;
      /** Path of the event's calendar file. */
      calendarPath: string;
    }
  | {
      source: 'link';
      title: string;
      eventDate: string | null;
      location: string | null;
      description: string | null;
    };

/** 'date u time' (spec §3), or whichever of the two is given; null when neither. */
export function composeEventDate(date?: string | null, time?: string | null): string | null {
  const day = date?.trim() ?? '';
  const hour = time?.trim() ?? '';
  if (day && hour) return `${day} u ${hour}`;
  return day || hour || null;
}

/**
 * The fields of an event the registration page shows: a database row (`events`) or the cached
 * public list's entry, whose date arrives as a string. Spelled out here, not taken from the schema,
 * so this pure module stays below the database (docs/architecture.md, "Layers").
 */
interface RegistrationSource {
  id: string;
  eventKey: string | null;
  title: string;
  location: string | null;
  description: string | null;
  shortDescription: string | null;
  maxParticipants: number | null;
  currentParticipants: number;
  eventDate: Date | string;
}

/**
 * The event as a page in `script` shows it; the registration and its mails copy the Latin one
 * (docs/i18n.md), whatever script the page was in.
 */
export function registrationEventFromRow(source: RegistrationSource, now: Date, script: Script): RegistrationEvent {
  const row = eventIn(script, { ...source, eventDate: new Date(source.eventDate) });
  return {
    source: 'database',
    id: row.id,
    key: row.eventKey,
    title: row.title,
    startsAt: row.eventDate.toISOString(),
    eventDate: textIn(script)(composeEventDate(formatWeekdayDate(row.eventDate), formatTime(row.eventDate)) ?? ''),
    location: row.location,
    description: row.description ?? row.shortDescription,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    spotsLeft: spotsLeft(row),
    isOpen: row.eventDate.getTime() > now.getTime(),
    calendarPath: eventCalendarPath(row),
  };
}

/** The texts of an event described by a link that its registration page shows. */
const LINK_EVENT_TEXTS = ['title', 'eventDate', 'location', 'description'] as const;

/**
 * An event described by a link as a page in `script` shows it: the Cyrillic page converts its
 * texts; the Latin page shows them as the link spelled them.
 */
export function linkEventIn(
  script: Script,
  event: Extract<RegistrationEvent, { source: 'link' }>,
): Extract<RegistrationEvent, { source: 'link' }> {
  return script === 'cir' ? textsIn(script, event, LINK_EVENT_TEXTS) : event;
}

/** Text from a link: sanitised like any submitted text and cut to a sane length; null when empty. */
export function linkText(value: string | undefined, max: number): string | null {
  const text = sanitizeText(value ?? '').slice(0, max);
  return text === '' ? null : text;
}
