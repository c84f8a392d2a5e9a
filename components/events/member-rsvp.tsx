'use client';

import { useEffect, useState } from 'react';

import { callAction, toastResult } from '@/components/forms/call-action';
import { cancelEventRsvp, rsvpToEvent } from '@/lib/actions/event-rsvp';
import { MEMBER_EVENT_STATES_PATH, type MemberEventState, type MemberEventStates } from '@/lib/events/member-states';
import { RSVP_TEXTS } from '@/lib/validation/event-rsvp-texts';

/**
 * One read per page, shared by every card: the member's registrations, or null for a visitor
 * (the proxy answers a request without a session with a redirect, which is not followed). It is
 * forgotten when the last card leaves the screen, so the next page reads afresh.
 */
let statesOnce: Promise<MemberEventStates | null> | null = null;
let mountedCards = 0;
function readStates(): Promise<MemberEventStates | null> {
  statesOnce ??= fetch(MEMBER_EVENT_STATES_PATH, { redirect: 'manual', cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<MemberEventStates>) : null))
    .catch(() => null);
  return statesOnce;
}

export interface MemberRsvpProps {
  eventId: string;
  /** No place left: the button puts the member on the waitlist. */
  full: boolean;
  /** The event's title, naming the buttons of a card in a list. */
  title?: string;
  /** On a card: a row of the card's buttons instead of a block of its own. */
  compact?: boolean;
}

/**
 * The member's part of a public event page (issue 50): 'Prijavi se' with one click, or the
 * member's state ('Prijavljeni ste', 'Na listi čekanja: N. mesto') and 'Otkaži prijavu'. The
 * pages around it are served from the route cache, the same HTML for everybody, so this renders
 * nothing on the server and reads the member's state in the browser after the page loads
 * (docs/members.md, "Događaji"). Visitors never see it.
 */
export function MemberRsvp({ eventId, full, title, compact = false }: MemberRsvpProps) {
  const [state, setState] = useState<MemberEventState | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    mountedCards += 1;
    let live = true;
    void readStates().then((states) => {
      if (live && states?.member) setState(states.events[eventId] ?? { status: 'none' });
    });
    return () => {
      live = false;
      mountedCards -= 1;
      if (mountedCards === 0) statesOnce = null;
    };
  }, [eventId]);

  if (!state) return null;

  const send = async (action: typeof rsvpToEvent | typeof cancelEventRsvp) => {
    setPending(true);
    const input = new FormData();
    input.set('event', eventId);
    const result = await callAction((data) => action(null, data), input, RSVP_TEXTS.failed);
    setPending(false);
    toastResult(result);
    // Other pages read the states afresh.
    statesOnce = null;
    if (result.ok) setState(result.data.state);
  };
  const named = title ? <span className="sr-only"> ({title})</span> : null;

  return (
    <div
      className={compact ? 'flex w-full flex-wrap items-center gap-2' : 'grid gap-3 rounded-xl border bg-card p-4'}
      data-slot="member-rsvp"
    >
      {!compact && <p className="text-sm text-muted-foreground">{RSVP_TEXTS.memberHint}</p>}
      {state.status === 'none' ? (
        <button type="button" className="btn btn-primary" disabled={pending} onClick={() => void send(rsvpToEvent)}>
          {full ? RSVP_TEXTS.waitlistButton : RSVP_TEXTS.register}
          {named}
        </button>
      ) : (
        <>
          <p role="status" className="font-medium">
            {state.status === 'registered' ? RSVP_TEXTS.registered : RSVP_TEXTS.waitlisted(state.position)}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            disabled={pending}
            onClick={() => void send(cancelEventRsvp)}
          >
            {RSVP_TEXTS.cancel}
            {named}
          </button>
        </>
      )}
    </div>
  );
}
