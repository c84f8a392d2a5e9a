/** Messages on screen (spec §2 /members/messages, §9: time of day per message). */

/** A message as the thread renders it. */
export interface ThreadMessage {
  id: string;
  mine: boolean;
  text: string;
  createdAt: string;
}

/** A message as the live stream sends it (event `message`, its id the message's id): any thread. */
export interface LiveThreadMessage extends ThreadMessage {
  partnerId: string;
}

/**
 * The member's live stream (docs/members.md "Live messages"): Server-Sent Events of
 * `message` (a LiveThreadMessage) and `unread` ({ count }: the member's unread total).
 */
export const LIVE_MESSAGES_PATH = '/members/messages/stream';
export const LIVE_EVENTS = { message: 'message', unread: 'unread' } as const;

/** The unread badge's words for screen readers (navigation and dashboard). */
export function unreadMessagesLabel(count: number): string {
  return `${count} nepročitanih poruka`;
}

const timeOfDay = new Intl.DateTimeFormat('sr-Latn-RS', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Belgrade',
});
const dayAndMonth = new Intl.DateTimeFormat('sr-Latn-RS', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/Belgrade',
});
const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' });

/** HH:mm in Belgrade, the same on the server and in any visitor's browser. */
export function formatMessageTime(date: Date | string): string {
  return timeOfDay.format(new Date(date));
}

/** The conversation list's time: HH:mm today, otherwise the day and month. */
export function formatConversationTime(date: Date | string, now: Date): string {
  const value = new Date(date);
  return calendarDay.format(value) === calendarDay.format(now) ? timeOfDay.format(value) : dayAndMonth.format(value);
}

/** Adds live messages to a thread, each once, in the thread's order (time, then id, as the server lists it). */
export function mergeThread(current: readonly ThreadMessage[], incoming: readonly ThreadMessage[]): ThreadMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  if (added.length === 0) return current as ThreadMessage[];
  return [...current, ...added].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
