import { belgradeDayKey, formatDayAndMonth, formatTime } from '@/lib/format/date';

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

/** The conversation list's time: HH:mm today, otherwise the day and month. */
export function formatConversationTime(date: Date | string, now: Date): string {
  return belgradeDayKey(date) === belgradeDayKey(now) ? formatTime(date) : formatDayAndMonth(date);
}

/** Adds newly polled messages to a thread, each once, in time order. */
export function mergeThread(current: readonly ThreadMessage[], incoming: readonly ThreadMessage[]): ThreadMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  if (added.length === 0) return current as ThreadMessage[];
  return [...current, ...added].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
