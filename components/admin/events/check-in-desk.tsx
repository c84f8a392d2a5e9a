'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { callAction } from '@/components/forms/call-action';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { checkInAttendee, undoCheckInAttendee, type CheckInResultData } from '@/lib/actions/admin-event-check-in';
import type { CheckInCounts, CheckInPerson, CheckInState } from '@/lib/data/event-check-in';
import { formatTime } from '@/lib/format/date';

import { fillText } from '@/lib/i18n/text-template';
import type { CheckInDeskTexts } from './attendee-texts';

/** How often the page reads the counts again while it is on screen. */
export const CHECK_IN_POLL_MS = 5_000;
/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 250;

type Tap = 'in' | 'undo';

interface CheckInDeskProps {
  eventId: string;
  /** The GET route that reads the counts and a search (eventCheckInStatePath). */
  statePath: string;
  initial: CheckInState;
  queryMax: number;
  /** Its words in the page's script. */
  texts: CheckInDeskTexts;
}

const fullName = (person: CheckInPerson) => `${person.firstName} ${person.lastName}`.trim();

/**
 * The check-in page at the door (issue 50, item 6): a search as you type, one tap per person
 * ('Prijavi dolazak' / 'Poništi') and 'Stiglo: X / Prijavljeno: Y', read again every few seconds so
 * what the others at the door do shows here too. A tap shows its result at once (optimistic) and
 * rolls back when the server did not store it, saying so beside the person; the tap can be repeated.
 */
export function CheckInDesk({ eventId, statePath, initial, queryMax, texts }: CheckInDeskProps) {
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState(initial.people);
  const [total, setTotal] = useState(initial.total);
  const [counts, setCounts] = useState<CheckInCounts>(initial.counts);
  /** Taps on their way: the person shows the tap's outcome until the answer comes. */
  const [pending, setPending] = useState<Record<string, Tap>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const [offline, setOffline] = useState(false);
  const queryRef = useRef('');
  const readSeq = useRef(0);

  /** Reads the counts and the current search; an answer older than the newest request is dropped. */
  const read = useCallback(async () => {
    const seq = ++readSeq.current;
    try {
      const response = await fetch(`${statePath}?q=${encodeURIComponent(queryRef.current)}`, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const state = (await response.json()) as CheckInState;
      if (seq !== readSeq.current) return;
      setPeople(state.people);
      setTotal(state.total);
      setCounts(state.counts);
      setOffline(false);
    } catch {
      if (seq === readSeq.current) setOffline(true);
    }
  }, [statePath]);

  // The counts follow the other organisers: read again every few seconds while the page is shown.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void read();
    }, CHECK_IN_POLL_MS);
    return () => clearInterval(timer);
  }, [read]);

  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  const onQuery = (value: string) => {
    setQuery(value);
    queryRef.current = value.trim().slice(0, queryMax);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => void read(), SEARCH_DELAY_MS);
  };

  const tap = async (person: CheckInPerson, kind: Tap) => {
    const name = fullName(person);
    setPending((all) => ({ ...all, [person.id]: kind }));
    setErrors(({ [person.id]: _gone, ...rest }) => rest);
    const input = new FormData();
    input.set('event', eventId);
    input.set('registration', person.id);
    const action = kind === 'in' ? checkInAttendee : undoCheckInAttendee;
    const result = await callAction<CheckInResultData>((data) => action(null, data), input, texts.notSaved);
    setPending(({ [person.id]: _done, ...rest }) => rest);
    if (result.ok) {
      // A read sent before this answer may hold the state before it: it is dropped.
      readSeq.current += 1;
      const { checkedInAt } = result.data;
      setPeople((all) => all.map((row) => (row.id === person.id ? { ...row, checkedInAt } : row)));
      setCounts(result.data.counts);
      setAnnouncement(fillText(kind === 'in' ? texts.checkedIn : texts.undone, name));
    } else {
      // Rolled back: the person shows what the server holds, which the read below brings.
      const message = result.formError ?? texts.notSaved;
      setErrors((all) => ({ ...all, [person.id]: message }));
      setAnnouncement(`${name}: ${message}`);
      void read();
    }
  };

  // What a pending tap promises, shown before the answer (and undone when it fails).
  const shown = people.map((person) => {
    const tapping = pending[person.id];
    if (!tapping) return person;
    return { ...person, checkedInAt: tapping === 'in' ? (person.checkedInAt ?? new Date().toISOString()) : null };
  });
  const delta = people.reduce((sum, person) => {
    const tapping = pending[person.id];
    if (tapping === 'in' && !person.checkedInAt) return sum + 1;
    if (tapping === 'undo' && person.checkedInAt) return sum - 1;
    return sum;
  }, 0);

  return (
    <div className="grid gap-4">
      <p
        role="status"
        className="rounded-2xl border bg-muted/40 p-4 text-center text-xl font-bold tabular-nums"
        data-testid="check-in-counts"
      >
        {fillText(texts.counts, counts.arrived + delta, counts.registered)}
      </p>
      {offline ? <p className="text-sm text-destructive">{texts.offline}</p> : null}
      <form role="search" aria-label={texts.search} onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-1">
          <Label htmlFor="check-in-search">{texts.searchLabel}</Label>
          <Input
            id="check-in-search"
            type="search"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            maxLength={queryMax}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={texts.searchPlaceholder}
            className="h-12 text-base"
          />
        </div>
      </form>
      <p className="text-sm text-muted-foreground">
        {total === 0
          ? texts.noMatch
          : total > people.length
            ? fillText(texts.narrow, people.length, total)
            : fillText(texts.found, total)}
      </p>
      <ul className="grid gap-3" aria-label={texts.people}>
        {shown.map((person) => {
          const name = fullName(person);
          const error = errors[person.id];
          const busy = Boolean(pending[person.id]);
          return (
            <li key={person.id} className="grid gap-2 rounded-2xl border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <p className="font-semibold">{name}</p>
                <p className="text-sm break-all text-muted-foreground">{person.email}</p>
                <p className="text-sm">
                  {person.status === 'registered'
                    ? person.checkedInAt
                      ? fillText(texts.arrivedAt, formatTime(person.checkedInAt))
                      : texts.notArrived
                    : person.status === 'waitlisted'
                      ? texts.waitlisted
                      : texts.cancelled}
                </p>
                {error ? (
                  <p className="text-sm font-semibold text-destructive" role="alert">
                    {error}
                  </p>
                ) : null}
              </div>
              {person.status === 'registered' ? (
                person.checkedInAt ? (
                  <Button
                    type="button"
                    variant="outline"
                    className="h-12 w-full sm:w-auto"
                    aria-label={`${texts.undo}: ${name}`}
                    aria-busy={busy || undefined}
                    disabled={busy}
                    onClick={() => void tap(person, 'undo')}
                  >
                    {texts.undo}
                  </Button>
                ) : (
                  <Button
                    type="button"
                    className="h-12 w-full sm:w-auto"
                    aria-label={`${texts.checkIn}: ${name}`}
                    aria-busy={busy || undefined}
                    disabled={busy}
                    onClick={() => void tap(person, 'in')}
                  >
                    {texts.checkIn}
                  </Button>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
