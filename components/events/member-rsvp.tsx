'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

import { MEMBER_EVENT_STATES_PATH, type MemberEventState, type MemberEventStates } from '@/lib/events/member-states';

import type { MemberRsvpTexts } from './member-rsvp-texts';

/**
 * The controls load only once the states said a member is signed in: a visitor's browser (the
 * route-cached public pages' usual reader) never downloads them.
 */
const MemberRsvpControls = lazy(() => import('./member-rsvp-controls'));

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
/** After a button: other pages read the states afresh. */
function forgetStates(): void {
  statesOnce = null;
}

export interface MemberRsvpProps {
  eventId: string;
  /** No place left: the button puts the member on the waitlist. */
  full: boolean;
  /** The event's title, naming the buttons of a card in a list. */
  title?: string;
  /** On a card: a row of the card's buttons instead of a block of its own. */
  compact?: boolean;
  /** Its texts in the page's script (`memberRsvpTextsIn`); Latin without them. */
  texts?: MemberRsvpTexts;
}

/**
 * The member's part of a public event page (issue 50): 'Prijavi se' with one click, or the
 * member's state ('Prijavljeni ste', 'Na listi čekanja: N. mesto') and 'Otkaži prijavu'; whether
 * to be shown to other members as coming, and the members shown ('Ko dolazi'). The pages around
 * it are served from the route cache, the same HTML for everybody, so this renders nothing on the
 * server and reads the member's state and the attendees in the browser after the page loads
 * (docs/members.md, "Događaji" and "Ko dolazi"). Visitors never see it.
 */
export function MemberRsvp(props: MemberRsvpProps) {
  const { eventId } = props;
  const [initial, setInitial] = useState<MemberEventState | null>(null);

  useEffect(() => {
    mountedCards += 1;
    let live = true;
    void readStates().then((states) => {
      if (live && states?.member) setInitial(states.events[eventId] ?? { status: 'none' });
    });
    return () => {
      live = false;
      mountedCards -= 1;
      if (mountedCards === 0) forgetStates();
    };
  }, [eventId]);

  if (!initial) return null;
  return (
    <Suspense fallback={null}>
      <MemberRsvpControls {...props} initial={initial} forgetStates={forgetStates} />
    </Suspense>
  );
}
