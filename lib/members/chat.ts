/** Messages on screen (spec §2 /members/messages, §9: time of day per message). */

/** How often an open thread asks for new messages while its tab is visible. */
export const CHAT_POLL_INTERVAL_MS = 3_000;

/** A message as the thread renders it, in the browser and in the polling answer. */
export interface ThreadMessage {
  id: string;
  mine: boolean;
  text: string;
  createdAt: string;
}

/** What `/members/messages/updates` answers. */
export interface ThreadUpdate {
  messages: ThreadMessage[];
  /** All unread messages of the member, so the page can refresh its list and badges when it changes. */
  unread: number;
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

/** Adds newly polled messages to a thread, each once, in time order. */
export function mergeThread(current: readonly ThreadMessage[], incoming: readonly ThreadMessage[]): ThreadMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  if (added.length === 0) return current as ThreadMessage[];
  return [...current, ...added].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
