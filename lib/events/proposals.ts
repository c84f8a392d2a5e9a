import { belgradeWallClock } from '@/lib/format/date';

import { belgradeDateTime } from './schedule';

/**
 * Reading the free-text date of an event proposal ('Datum i vreme', e.g. "12. maj u 18:00") so an
 * approved proposal becomes a draft event with its date filled in. Only unambiguous forms are
 * read; anything else is left for the admin to enter.
 */

/** Serbian month names by their first three letters (covers "maj", "maja", "avgusta", "decembra"). */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'avg', 'sep', 'okt', 'nov', 'dec'];

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ t](\d{1,2})[:.](\d{2}))?/;
const NUMERIC = /^(\d{1,2})\.\s*(\d{1,2})\.(?:\s*(\d{4})\.?)?/;
const NAMED = /^(\d{1,2})\.?\s*([a-zčćšđž]+)\.?(?:\s*(\d{4})\.?)?/;
/** `18:00`, `u 18.30`, `18h` (after the date). */
const TIME = /^(?:u\s*)?(\d{1,2})(?:[:.](\d{2})(?:\s*h)?|\s*h)(?:\s|$)/;

interface DayParts {
  year: number | null;
  /** 0-based. */
  month: number;
  day: number;
}

function readDay(text: string): { parts: DayParts; rest: string } | null {
  const iso = ISO.exec(text);
  if (iso)
    return {
      parts: { year: Number(iso[1]), month: Number(iso[2]) - 1, day: Number(iso[3]) },
      rest: iso[4] ? `${iso[4]}:${iso[5]}` : text.slice(iso[0].length),
    };
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    return {
      parts: { year: numeric[3] ? Number(numeric[3]) : null, month: Number(numeric[2]) - 1, day: Number(numeric[1]) },
      rest: text.slice(numeric[0].length),
    };
  }
  const named = NAMED.exec(text);
  const month = named ? MONTHS.indexOf(named[2]?.slice(0, 3) ?? '') : -1;
  if (named && month >= 0)
    return {
      parts: { year: named[3] ? Number(named[3]) : null, month, day: Number(named[1]) },
      rest: text.slice(named[0].length),
    };
  return null;
}

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month, day));
  return month >= 0 && month < 12 && date.getUTCMonth() === month && date.getUTCDate() === day;
}

/**
 * The instant a proposal's date text names on Belgrade's clocks, or null. Reads `2026-05-12 18:00`,
 * `12.5.2026. u 18:00`, `12. maj 2026 u 18h`… A date without a year is its next occurrence from
 * `now`; a date and time are both required, so nothing is guessed.
 */
export function parseProposalDateTime(text: string | null, now: Date = new Date()): Date | null {
  // A leading weekday ("subota, 12. maj …") says nothing the date does not.
  const normalized = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[a-zčćšđž]+ (?=\d)/, '');
  const day = readDay(normalized);
  if (!day) return null;
  const time = TIME.exec(day.rest.trim());
  if (!time) return null;
  const [hour, minute] = [Number(time[1]), Number(time[2] ?? 0)];
  if (hour > 23 || minute > 59) return null;

  const today = belgradeWallClock(now);
  let year = day.parts.year ?? today.year;
  if (day.parts.year === null && (day.parts.month + 1) * 100 + day.parts.day < today.month * 100 + today.day) year += 1;
  if (!isRealDay(year, day.parts.month, day.parts.day)) return null;
  return belgradeDateTime(year, day.parts.month, day.parts.day, hour, minute);
}

/** Days ahead of a draft whose proposal named no readable date: clearly a placeholder to edit. */
const UNDATED_DRAFT_DAYS = 30;
const UNDATED_DRAFT_HOUR = 18;

export interface ProposalFields {
  eventName: string | null;
  eventDescription: string | null;
  eventLocation: string | null;
  eventAddress: string | null;
  eventUrl: string | null;
  lumaUrl: string | null;
  eventDatetime: string | null;
  submitterName: string;
}

export interface DraftEventFields {
  title: string;
  description: string | null;
  location: string | null;
  registrationUrl: string | null;
  eventDate: Date;
  /** False when the proposal's date could not be read and the draft carries a placeholder. */
  dateRecognised: boolean;
}

/** The line a draft event credits its proposer with (docs/admin.md, Predlozi). */
export const proposerCredit = (name: string) => `Događaj je predložio/la: ${name}`;

/**
 * A draft event prefilled from a proposal: its name, description (ending with the proposer's
 * credit), place and link (as the registration link); the date when it can be read, otherwise a
 * placeholder 30 days ahead at 18:00.
 */
export function draftFromProposal(proposal: ProposalFields, now: Date = new Date()): DraftEventFields {
  const parsed = parseProposalDateTime(proposal.eventDatetime, now);
  const ahead = belgradeWallClock(new Date(now.getTime() + UNDATED_DRAFT_DAYS * 86_400_000));
  return {
    title: proposal.eventName || `Predlog: ${proposal.submitterName}`,
    description: [proposal.eventDescription, proposerCredit(proposal.submitterName)].filter(Boolean).join('\n\n'),
    location: [proposal.eventLocation, proposal.eventAddress].filter(Boolean).join(', ') || null,
    registrationUrl: proposal.eventUrl ?? proposal.lumaUrl,
    eventDate: parsed ?? belgradeDateTime(ahead.year, ahead.month - 1, ahead.day, UNDATED_DRAFT_HOUR),
    dateRecognised: parsed !== null,
  };
}
