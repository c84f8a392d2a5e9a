import { REPORT_DIALOG_TEXTS } from '@/components/members/report-dialog-texts';
import type { ThreadMessage } from '@/lib/members/message-thread';
import { MESSAGE_TEXTS, MODERATION_OUTCOME_TEXTS } from '@/lib/validation/member-texts';

/**
 * What an open thread shows (`MessageThread`, `MessageBubble`), as plain strings so the page hands
 * them over in its script (`textTableIn`); without the conversion's imports, since the thread's
 * client code imports this. A label followed by a name or time ends before it ('Poruke sa:').
 */
export const MESSAGE_THREAD_TEXTS = {
  olderMessages: 'Starije poruke',
  newestMessages: 'Najnovije poruke',
  empty: 'Još nema poruka. Napišite prvu!',
  markRead: 'Označi kao pročitano',
  threadWith: 'Poruke sa:',
  messageTo: 'Poruka za:',
  placeholder: 'Napišite poruku… (-{Enter}- šalje, -{Shift+Enter}- novi red)',
  send: 'Pošalji poruku',
  sendFailed: MESSAGE_TEXTS.sendFailed,
  readFailed: MESSAGE_TEXTS.readFailed,
  hidden: MODERATION_OUTCOME_TEXTS.messageHidden,
  report: 'Prijavi poruku',
  reportFailed: MESSAGE_TEXTS.reportFailed,
  /** Followed by the message's time: what 'Prijavi' names ('Prijavi poruku od 14:05'). */
  reportedMessageAt: 'poruku od',
  reportDialog: REPORT_DIALOG_TEXTS,
};

export type MessageThreadTexts = typeof MESSAGE_THREAD_TEXTS;

/**
 * A message with its dates as the server wrote them in the page's script: the day's heading
 * ('Danas', 'Juče', '24. novembar 2026.') and the full date and time. A Cyrillic page's thread
 * comes only from the server, so these replace what the browser would format in Latin; a message
 * without them (any on a Latin page) is dated in the browser.
 */
export interface ScriptDatedMessage extends ThreadMessage {
  dates?: { day: string; full: string };
}
