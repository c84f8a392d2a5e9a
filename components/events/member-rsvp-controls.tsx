'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useState } from 'react';

import { callAction, type ClientAction, toastResult } from '@/components/forms/call-action';
import { MemberAvatar } from '@/components/members/member-avatar';
import { cancelEventRsvp, rsvpToEvent, setEventAttendance } from '@/lib/actions/event-rsvp';
import {
  EVENT_ATTENDEES_PARAM,
  EVENT_ATTENDEES_PATH,
  MAX_ATTENDEE_EVENTS,
  type EventAttendees,
  type EventAttendeesAnswer,
  type MemberEventState,
} from '@/lib/events/member-states';
import { splitScriptPath } from '@/lib/i18n/script';
import { fillText } from '@/lib/i18n/text-template';

import type { MemberRsvpProps } from './member-rsvp';
import { MEMBER_RSVP_TEXTS, type MemberRsvpTexts } from './member-rsvp-texts';

/**
 * 'Ko dolazi': the cards that asked in the same turn are read together, in requests of at most
 * MAX_ATTENDEE_EVENTS events. Asked only once the states said the caller is an approved member, so
 * a visitor's browser never asks; the endpoint refuses everyone else anyway. Never cached.
 */
let attendeesWanted = new Map<string, ((answer: EventAttendees | null) => void)[]>();
let attendeesFlush: ReturnType<typeof setTimeout> | null = null;
function flushAttendees(): void {
  attendeesFlush = null;
  const batch = attendeesWanted;
  attendeesWanted = new Map();
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += MAX_ATTENDEE_EVENTS) {
    const chunk = ids.slice(start, start + MAX_ATTENDEE_EVENTS);
    const query = new URLSearchParams({ [EVENT_ATTENDEES_PARAM]: chunk.join(',') });
    void fetch(`${EVENT_ATTENDEES_PATH}?${query.toString()}`, { redirect: 'manual', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<EventAttendeesAnswer>) : null))
      .catch(() => null)
      .then((answer) => {
        for (const id of chunk) for (const resolve of batch.get(id) ?? []) resolve(answer?.events[id] ?? null);
      });
  }
}
function readAttendees(eventId: string): Promise<EventAttendees | null> {
  return new Promise((resolve) => {
    attendeesWanted.set(eventId, [...(attendeesWanted.get(eventId) ?? []), resolve]);
    attendeesFlush ??= setTimeout(flushAttendees, 0);
  });
}

interface MemberRsvpControlsProps extends MemberRsvpProps {
  /** The member's state as the page's one read of the states found it. */
  initial: MemberEventState;
  /** Makes the next page read the states afresh, after a change here. */
  forgetStates: () => void;
}

/** `MemberRsvp`'s buttons and 'Ko dolazi', for a signed-in approved member (loaded on demand). */
export default function MemberRsvpControls({
  eventId,
  full,
  title,
  compact = false,
  texts = MEMBER_RSVP_TEXTS,
  initial,
  forgetStates,
}: MemberRsvpControlsProps) {
  const [state, setState] = useState<MemberEventState>(initial);
  const [attendees, setAttendees] = useState<EventAttendees | null>(null);
  const [showMe, setShowMe] = useState(false);
  const [pending, setPending] = useState(false);
  const checkboxId = useId();

  const refreshAttendees = useCallback(
    (live: () => boolean = () => true) =>
      void readAttendees(eventId).then((answer) => {
        if (live()) setAttendees(answer);
      }),
    [eventId],
  );

  useEffect(() => {
    let live = true;
    refreshAttendees(() => live);
    return () => {
      live = false;
    };
  }, [refreshAttendees]);

  /** Posts this event and the show-me choice; other pages then read the states afresh. */
  const post = async <T,>(action: ClientAction<T>, show: boolean, failed: string) => {
    setPending(true);
    const input = new FormData();
    input.set('event', eventId);
    if (show) input.set('show', 'on');
    const result = await callAction(action, input, failed);
    setPending(false);
    toastResult(result);
    forgetStates();
    return result;
  };

  const send = async (action: typeof rsvpToEvent | typeof cancelEventRsvp) => {
    const result = await post((data) => action(null, data), showMe, texts.failed);
    if (result.ok) {
      setState(result.data.state);
      refreshAttendees();
    }
  };

  const switchShown = async (shown: boolean) => {
    // The box follows the click at once (a controlled checkbox); a refusal puts it back.
    const before = state;
    setState({ ...state, shown });
    const result = await post((data) => setEventAttendance(null, data), shown, texts.changeFailed);
    if (result.ok) refreshAttendees();
    else setState(before);
  };

  const named = title ? <span className="sr-only"> ({title})</span> : null;
  const checkbox = (checked: boolean, onChange: (checked: boolean) => void) => (
    <label htmlFor={checkboxId} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
      <input
        id={checkboxId}
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        disabled={pending}
        onChange={(event) => onChange(event.target.checked)}
      />
      {texts.showMe}
      {named}
    </label>
  );

  return (
    <div
      className={compact ? 'flex w-full flex-wrap items-center gap-2' : 'grid gap-3 rounded-xl border bg-card p-4'}
      data-slot="member-rsvp"
    >
      {!compact && <p className="text-sm text-muted-foreground">{texts.memberHint}</p>}
      {state.status === 'none' ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            type="button"
            className="btn btn-primary btn-md"
            disabled={pending}
            onClick={() => void send(rsvpToEvent)}
          >
            {full ? texts.waitlistButton : texts.register}
            {named}
          </button>
          {checkbox(showMe, setShowMe)}
        </div>
      ) : (
        <>
          <p role="status" className="font-medium">
            {state.status === 'registered' ? texts.registered : fillText(texts.waitlisted, state.position)}
          </p>
          <button
            type="button"
            className="btn btn-outline btn-md"
            disabled={pending}
            onClick={() => void send(cancelEventRsvp)}
          >
            {texts.cancel}
            {named}
          </button>
          {checkbox(state.shown ?? false, (shown) => void switchShown(shown))}
        </>
      )}
      {attendees && attendees.total > 0 ? (
        <ShownAttendees attendees={attendees} compact={compact} title={title} texts={texts} />
      ) : null}
    </div>
  );
}

/**
 * The members shown as coming: their pictures (or initials) linking to their directory cards, the
 * names beside them on an event's page (on a card only as the links' names), and 'i još N'.
 */
function ShownAttendees({
  attendees,
  compact,
  title,
  texts,
}: {
  attendees: EventAttendees;
  compact: boolean;
  title?: string;
  texts: MemberRsvpTexts;
}) {
  const headingId = useId();
  const { script } = splitScriptPath(usePathname());
  const rest = attendees.total - attendees.attendees.length;
  return (
    <section aria-labelledby={headingId} className="grid basis-full gap-2" data-slot="event-attendees">
      <p id={headingId} className="text-sm font-medium">
        {fillText(texts.count, attendees.total)}
        {title ? <span className="sr-only"> ({title})</span> : null}
      </p>
      <ul className={compact ? 'flex flex-wrap items-center gap-1' : 'grid gap-2 sm:grid-cols-2'}>
        {attendees.attendees.map((attendee) => (
          <li key={attendee.id}>
            <Link
              href={attendee.profilePath}
              aria-label={fillText(texts.profileOf, attendee.fullName)}
              title={compact ? attendee.fullName : undefined}
              className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <MemberAvatar
                name={attendee.fullName}
                src={attendee.profileImage}
                size={compact ? 36 : 40}
                script={script}
              />
              {compact ? null : <span className="text-sm break-words">{attendee.fullName}</span>}
            </Link>
          </li>
        ))}
        {rest > 0 ? <li className="px-1 text-sm text-muted-foreground">{fillText(texts.more, rest)}</li> : null}
      </ul>
    </section>
  );
}
