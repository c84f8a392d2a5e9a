import 'server-only';

import { formatFullDateTime, formatRelativeDay } from '@/lib/format/date';
import type { Script } from '@/lib/i18n/script';
import { textIn, textTableIn } from '@/lib/i18n/texts';
import type { ThreadMessage } from '@/lib/members/message-thread';

import { MESSAGE_THREAD_TEXTS, type MessageThreadTexts, type ScriptDatedMessage } from './message-thread-texts';

/**
 * The thread's messages as a page in `script` shows them. In Cyrillic each carries its dates in
 * that script, written here (the browser would write them in Latin); in Latin they stay as read,
 * and the browser dates them as it does a live message.
 */
export function threadMessagesIn(script: Script, messages: readonly ThreadMessage[], now: Date): ScriptDatedMessage[] {
  if (script === 'lat') return [...messages];
  const t = textIn(script);
  return messages.map((message) => ({
    ...message,
    text: t(message.text),
    dates: { day: t(formatRelativeDay(message.createdAt, now)), full: t(formatFullDateTime(message.createdAt)) },
  }));
}

/** The texts a page in `script` hands to `MessageThread`, in Latin too (without the foreign marks). */
export function messageThreadTextsIn(script: Script): MessageThreadTexts {
  return textTableIn(script, MESSAGE_THREAD_TEXTS);
}
