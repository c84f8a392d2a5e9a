import { belgradeDayKey, formatDayAndMonth, formatTime } from '@/lib/format/date';

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

/** A conversation's address: the thread with one member. */
export function threadPath(memberId: string): string {
  return `/members/messages?to=${encodeURIComponent(memberId)}`;
}

/** The thread with a received message's report dialog open (the dialog's address without JavaScript). */
export function messageReportPath(partnerId: string, messageId: string): string {
  return `${threadPath(partnerId)}&report=${encodeURIComponent(messageId)}`;
}

/** The conversation list's time: HH:mm today, otherwise the day and month. */
export function formatConversationTime(date: Date | string, now: Date): string {
  return belgradeDayKey(date) === belgradeDayKey(now) ? formatTime(date) : formatDayAndMonth(date);
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
