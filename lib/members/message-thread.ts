import { belgradeDayKey, formatDayAndMonth, formatTime } from '@/lib/format/date';
import { PAGE_PARAM } from '@/lib/site/paging';

/** Messages on screen (spec §2 /members/messages, §9: time of day per message). */

/** A message as the thread renders it. */
export interface ThreadMessage {
  id: string;
  mine: boolean;
  text: string;
  createdAt: string;
  /** A moderator hid it: shown as 'Poruku je sakrio moderator.', its text is empty. */
  hidden?: boolean;
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

/**
 * Sizes for a phone (issue 47): the conversation list shows 30 conversations a page (`?strana=N`),
 * an open thread its newest 50 messages and, on request, the 50 before the oldest shown
 * (`?starije=<that message's id>`).
 */
export const CONVERSATIONS_PER_PAGE = 30;
export const THREAD_PAGE_SIZE = 50;
export const MESSAGES_PATH = '/members/messages';
/** The query parameter of older messages: the id of the oldest message shown so far. */
export const OLDER_PARAM = 'starije';

/** What the messages page's address holds: the open thread, the list's page, older messages, a report dialog. */
export interface MessagesView {
  to?: string | null;
  /** The conversation list's page; 1 is left out so the first page has one address. */
  page?: number;
  olderThan?: string | null;
  report?: string | null;
}

/** The messages page's address for a view (parameters in a fixed order, empty ones left out). */
export function messagesHref({ to, page, olderThan, report }: MessagesView): string {
  const params = new URLSearchParams();
  if (to) params.set('to', to);
  if (page && page > 1) params.set(PAGE_PARAM, String(page));
  if (to && olderThan) params.set(OLDER_PARAM, olderThan);
  if (to && report) params.set('report', report);
  const query = params.toString();
  return query ? `${MESSAGES_PATH}?${query}` : MESSAGES_PATH;
}

/** A conversation's address: the thread with one member (its newest messages). */
export function threadPath(memberId: string): string {
  return messagesHref({ to: memberId });
}

/**
 * The thread with a received message's report dialog open (the dialog's address without
 * JavaScript), on the same list page and older messages as the view it is opened from.
 */
export function messageReportPath(
  partnerId: string,
  messageId: string,
  view: Pick<MessagesView, 'page' | 'olderThan'> = {},
): string {
  return messagesHref({ ...view, to: partnerId, report: messageId });
}

/** The conversation list's time: HH:mm today, otherwise the day and month. */
export function formatConversationTime(date: Date | string, now: Date): string {
  return belgradeDayKey(date) === belgradeDayKey(now) ? formatTime(date) : formatDayAndMonth(date);
}

/**
 * Adds live messages to a thread, each once, in the thread's order (time, then id, as the server
 * lists it). A message shown already stays as it is, unless the incoming copy says a moderator
 * hid it since (the page rendered again): then the placeholder replaces its text.
 */
export function mergeThread(current: readonly ThreadMessage[], incoming: readonly ThreadMessage[]): ThreadMessage[] {
  const incomingById = new Map(incoming.map((message) => [message.id, message]));
  let changed = false;
  const kept = current.map((message) => {
    const fresh = incomingById.get(message.id);
    if (!fresh?.hidden || message.hidden) return message;
    changed = true;
    return fresh;
  });
  const known = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  if (added.length === 0) return changed ? kept : (current as ThreadMessage[]);
  return [...kept, ...added].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Whether message a comes before message b in a thread (time, then id). */
function isBefore(a: ThreadMessage, b: ThreadMessage): boolean {
  return a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);
}

/** What an open thread shows: its messages in order, where older ones start, whether it reaches the newest. */
export interface ThreadView {
  messages: ThreadMessage[];
  /** The id of the oldest message shown when older ones exist (the next 'Starije poruke'), else null. */
  olderThan: string | null;
  /** The view includes the thread's newest messages (so live ones continue it). */
  reachesNewest: boolean;
}

/**
 * An open thread after the page rendered it again (older messages requested, a refresh): both
 * views' messages, each once, in order; the older messages' cursor of whichever reaches further
 * back; and the newest reached once either did. Views that meet are contiguous (older ones are
 * read before the oldest shown), so no gap opens.
 */
export function mergeThreadView(current: ThreadView, incoming: ThreadView): ThreadView {
  const currentOldest = current.messages[0];
  const incomingOldest = incoming.messages[0];
  const incomingReachesFurther =
    incomingOldest !== undefined && (currentOldest === undefined || !isBefore(currentOldest, incomingOldest));
  return {
    messages: mergeThread(current.messages, incoming.messages),
    olderThan: incomingReachesFurther ? incoming.olderThan : current.olderThan,
    reachesNewest: current.reachesNewest || incoming.reachesNewest,
  };
}

/**
 * A thread after a message from the live stream: added when the view reaches the newest (an older
 * page opened by its address has a gap up to them) and the message is not older than the oldest
 * shown while older ones exist. The stream's catch-up replays the last minute, which in a busy
 * thread reaches behind the page's 50: such a message belongs to 'Starije poruke', not above the
 * page with a gap below it.
 */
export function withLiveMessage(view: ThreadView, message: ThreadMessage): ThreadView {
  if (!view.reachesNewest) return view;
  const oldest = view.messages[0];
  if (view.olderThan !== null && oldest !== undefined && isBefore(message, oldest)) return view;
  const messages = mergeThread(view.messages, [message]);
  return messages === view.messages ? view : { ...view, messages };
}
