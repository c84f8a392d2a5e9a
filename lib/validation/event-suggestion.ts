import * as z from 'zod/mini';

import { EVENT_SUBMISSION_TYPES } from '@/lib/domain/enums';

import { FORM_MESSAGES } from './messages';
import { EMAIL_PATTERN, LIMITS, optionalTextField } from './shared';

export type SuggestionType = (typeof EVENT_SUBMISSION_TYPES)[number];

/** A web address on lu.ma (or one of its subdomains); a bare `lu.ma/x` is read as https. */
export function isLumaUrl(value: string): boolean {
  const url = parseWebUrl(value);
  return url !== null && (url.hostname === 'lu.ma' || url.hostname.endsWith('.lu.ma'));
}

/** An http(s) URL, or null. A missing scheme is read as https, the way people paste links. */
export function parseWebUrl(value: string): URL | null {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    // An unparsable address is simply not a URL; the caller reports it as a validation message.
    return null;
  }
}

/** The address as a full URL (scheme added), so the admin panel can link it. */
function normalizeUrl(value: string): string {
  return parseWebUrl(value)?.toString() ?? value;
}

const optional = (label: string, max = 2_000) => optionalTextField(max, label);

const suggestionFields = z
  .object({
    submissionType: z.pipe(
      z.transform((value: unknown) => (value === '' || value === null || value === undefined ? 'luma' : value)),
      z.enum(EVENT_SUBMISSION_TYPES, { error: FORM_MESSAGES.suggestTypeInvalid }),
    ),
    submitterName: optional('Ime i prezime', LIMITS.shortText),
    submitterEmail: optional('Email', LIMITS.email),
    lumaUrl: optional('Lu.ma URL', LIMITS.url),
    eventUrl: optional('URL', LIMITS.url),
    eventName: optional('Naziv događaja', LIMITS.shortText),
    eventLocation: optional('Lokacija', LIMITS.shortText),
    eventAddress: optional('Adresa', LIMITS.shortText),
    eventHost: optional('Organizator', LIMITS.shortText),
    eventDatetime: optional('Datum i vreme', LIMITS.shortText),
    eventDescription: optional('Opis'),
    additionalNotes: optional('Napomene'),
  })
  .check(
    z.superRefine((values, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
      if (values.submitterName === '') issue('submitterName', FORM_MESSAGES.suggestNameRequired);
      if (!EMAIL_PATTERN.test(values.submitterEmail)) issue('submitterEmail', FORM_MESSAGES.suggestEmailInvalid);
      if (values.submissionType === 'luma') {
        if (values.lumaUrl === '') issue('lumaUrl', FORM_MESSAGES.suggestLumaRequired);
        else if (!isLumaUrl(values.lumaUrl)) issue('lumaUrl', FORM_MESSAGES.suggestLumaInvalid);
      } else {
        if (values.eventUrl === '' || parseWebUrl(values.eventUrl) === null)
          issue('eventUrl', FORM_MESSAGES.suggestEventUrlRequired);
        if (values.eventName === '') issue('eventName', FORM_MESSAGES.suggestEventNameRequired);
      }
    }),
  );

/**
 * Suggest-event dialog (spec public-site §5 Suggest event). The chosen type decides which fields
 * are required; the fields of the other type are dropped from the result (spec §7: "unused ones
 * omitted"). Every message is reported at once.
 */
export const eventSuggestionSchema = z.pipe(
  suggestionFields,
  z.transform((values: z.output<typeof suggestionFields>) => {
    const orNull = (value: string) => (value === '' ? null : value);
    const luma = values.submissionType === 'luma';
    return {
      submissionType: values.submissionType,
      submitterName: values.submitterName,
      submitterEmail: values.submitterEmail.toLowerCase(),
      lumaUrl: luma ? normalizeUrl(values.lumaUrl) : null,
      eventUrl: luma ? null : normalizeUrl(values.eventUrl),
      eventName: luma ? null : values.eventName,
      eventLocation: luma ? null : orNull(values.eventLocation),
      eventAddress: luma ? null : orNull(values.eventAddress),
      eventHost: luma ? null : orNull(values.eventHost),
      eventDatetime: luma ? null : orNull(values.eventDatetime),
      eventDescription: luma ? null : orNull(values.eventDescription),
      additionalNotes: orNull(values.additionalNotes),
    };
  }),
);

export const EVENT_SUGGESTION_FIELDS = [
  'submissionType',
  'submitterName',
  'submitterEmail',
  'lumaUrl',
  'eventUrl',
  'eventName',
  'eventLocation',
  'eventAddress',
  'eventHost',
  'eventDatetime',
  'eventDescription',
  'additionalNotes',
] as const;
export type EventSuggestionInput = z.input<typeof eventSuggestionSchema>;
export type EventSuggestionValues = z.output<typeof eventSuggestionSchema>;

/** A suggestion as it is stored and mailed: the checked values, each optional field null when empty. */
export interface EventSuggestionRecord {
  submissionType: SuggestionType;
  submitterName: string;
  submitterEmail: string;
  lumaUrl: string | null;
  eventUrl: string | null;
  eventName: string | null;
  eventLocation: string | null;
  eventAddress: string | null;
  eventHost: string | null;
  eventDatetime: string | null;
  eventDescription: string | null;
  additionalNotes: string | null;
}
