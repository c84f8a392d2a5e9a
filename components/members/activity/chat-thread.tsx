'use client';

import { useRouter } from 'next/navigation';
import { Fragment, useEffect, useRef, useState, useTransition, type FormEvent, type KeyboardEvent } from 'react';

import { SendIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { markConversationRead, sendMessage } from '@/lib/actions/member-messages';
import { CLIENT_SUBMIT_FIELD } from '@/lib/actions/result';
import type { ThreadMessage } from '@/lib/members/chat';
import { CHAT_MESSAGES } from '@/lib/validation/member-activity-messages';

import { ActionButton } from '@/components/forms/action-button';

import { ChatMessage, DaySeparator, groupByDay } from './chat-message';
import { useLiveThread } from './use-live-thread';

export interface ChatThreadProps {
  partner: { id: string; fullName: string };
  initialMessages: ThreadMessage[];
  /** False when a block stops this conversation: the history stays readable, the composer goes. */
  canSend: boolean;
  /** The partner's messages include unread ones: the open thread marks them read (a POST). */
  unreadFromPartner: boolean;
  /** The page's render time: 'Danas' and 'Juče' are counted from it, the same on server and browser. */
  now: string;
}

/**
 * An open conversation (spec §2): mine on the right, theirs on the left, HH:mm on each. New
 * messages arrive by the page's live stream (useLiveThread). Enter sends, Shift+Enter breaks the
 * line, and the send button waits for some text.
 */
export function ChatThread({ partner, initialMessages, canSend, unreadFromPartner, now }: ChatThreadProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const { messages, addSent } = useLiveThread(partner.id, initialMessages, unreadFromPartner);
  const [text, setText] = useState('');
  const [pending, startTransition] = useTransition();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages]);

  const blank = text.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || pending) return;
    const data = new FormData(event.currentTarget);
    data.set(CLIENT_SUBMIT_FIELD, '1');
    startTransition(async () => {
      try {
        const result = await sendMessage(data);
        if (result.ok && result.data) {
          addSent({ id: result.data.id, mine: true, text: text.trim(), createdAt: result.data.createdAt });
          setText('');
          toast.success(result.title, { description: result.message });
          router.refresh();
        } else if (!result.ok) {
          toast.error(result.title, { description: result.formError });
        }
      } catch (error) {
        console.error('chat.send_unreachable', error);
        toast.error('Greška', { description: CHAT_MESSAGES.sendFailed });
      }
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <div className="grid min-h-0 grid-rows-[minmax(0,1fr)_auto] gap-3">
      <div
        role="log"
        aria-live="polite"
        aria-label={`Poruke sa: ${partner.fullName}`}
        className="grid max-h-[55vh] min-h-48 content-start gap-2 overflow-y-auto rounded-xl bg-muted/30 p-3"
      >
        {messages.length === 0 ? (
          <p className="text-center text-sm text-muted-foreground">Još nema poruka. Napišite prvu!</p>
        ) : null}
        {groupByDay(messages).map((day) => (
          <Fragment key={day.day}>
            <DaySeparator day={day.day} now={now} />
            {day.messages.map((message) => (
              <ChatMessage key={message.id} message={message} />
            ))}
          </Fragment>
        ))}
        <div ref={endRef} />
      </div>
      {/* Without JavaScript nothing marks the thread read by itself: a button does, with a POST. */}
      {unreadFromPartner && !hydrated ? (
        <ActionButton
          action={markConversationRead}
          fields={{ memberId: partner.id }}
          fallbackError={CHAT_MESSAGES.readFailed}
          variant="ghost"
          className="justify-self-start"
        >
          Označi kao pročitano
        </ActionButton>
      ) : null}
      {canSend ? (
        <form action={sendMessage as unknown as (data: FormData) => void} onSubmit={onSubmit} className="grid gap-2">
          <input type="hidden" name="to" value={partner.id} />
          <Label htmlFor="chat-text" className="sr-only">
            Poruka za: {partner.fullName}
          </Label>
          <div className="flex items-end gap-2">
            <Textarea
              id="chat-text"
              name="text"
              rows={2}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={4000}
              placeholder="Napišite poruku… (Enter šalje, Shift+Enter novi red)"
              className="resize-none"
            />
            {/* Disabled for blank text only once React runs: without JavaScript the server checks. */}
            <Button type="submit" size="icon" disabled={(hydrated && blank) || pending} aria-label="Pošalji poruku">
              <SendIcon aria-hidden />
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
