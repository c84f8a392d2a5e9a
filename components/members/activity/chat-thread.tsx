'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type FormEvent, type KeyboardEvent } from 'react';

import { SendIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { reportMessage, sendMessage } from '@/lib/actions/member-messages';
import { CLIENT_SUBMIT_FIELD } from '@/lib/actions/result';
import { formatTime } from '@/lib/format/date';
import { CHAT_POLL_INTERVAL_MS, mergeThread, type ThreadMessage, type ThreadUpdate } from '@/lib/members/chat';
import { CHAT_MESSAGES } from '@/lib/validation/member-activity-messages';

import { ReportDialog } from '@/components/members/report-dialog';

export interface ChatThreadProps {
  partner: { id: string; fullName: string };
  initialMessages: ThreadMessage[];
  /** False when a block stops this conversation: the history stays readable, the composer goes. */
  canSend: boolean;
  /** The page marked messages read while rendering: the navigation's badge is fetched again. */
  markedRead: boolean;
  initialUnread: number;
}

/**
 * An open conversation (spec §2): mine on the right, theirs on the left, HH:mm on each. New
 * messages arrive by polling `/members/messages/updates` every 3 seconds while the tab is visible.
 * Enter sends, Shift+Enter breaks the line, and the send button waits for some text.
 */
export function ChatThread({ partner, initialMessages, canSend, markedRead, initialUnread }: ChatThreadProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [messages, setMessages] = useState(initialMessages);
  const [text, setText] = useState('');
  const [pending, startTransition] = useTransition();
  const endRef = useRef<HTMLDivElement>(null);
  const unreadRef = useRef(initialUnread);
  const latestRef = useRef(initialMessages.at(-1)?.createdAt ?? new Date(0).toISOString());

  useEffect(() => {
    if (markedRead) router.refresh();
  }, [markedRead, router]);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
    latestRef.current = messages.at(-1)?.createdAt ?? latestRef.current;
  }, [messages]);

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const response = await fetch(
          `/members/messages/updates?to=${partner.id}&since=${encodeURIComponent(latestRef.current)}`,
          { cache: 'no-store' },
        );
        if (!response.ok || stopped) return;
        const update = (await response.json()) as ThreadUpdate;
        setMessages((current) => mergeThread(current, update.messages));
        // Unread elsewhere changed (or ours were just read): refresh the list and the badges.
        if (update.unread !== unreadRef.current) {
          unreadRef.current = update.unread;
          router.refresh();
        }
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    };
    const timer = window.setInterval(poll, CHAT_POLL_INTERVAL_MS);
    const onVisible = () => void (document.visibilityState === 'visible' && poll());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [partner.id, router]);

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
          const sent = result.data;
          setMessages((current) =>
            mergeThread(current, [{ id: sent.id, mine: true, text: text.trim(), createdAt: sent.createdAt }]),
          );
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
        {messages.map((message) => (
          <div
            key={message.id}
            className={message.mine ? 'grid justify-items-end' : 'grid justify-items-start'}
            data-mine={message.mine}
          >
            <div
              className={
                message.mine
                  ? 'max-w-[80%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-primary-foreground'
                  : 'max-w-[80%] rounded-2xl rounded-bl-sm border bg-card px-3 py-2'
              }
            >
              <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>
              <time
                dateTime={message.createdAt}
                className={
                  message.mine
                    ? 'mt-1 block text-right text-xs text-primary-foreground/80'
                    : 'mt-1 block text-xs text-muted-foreground'
                }
              >
                {formatTime(message.createdAt)}
              </time>
            </div>
            {message.mine ? null : (
              <ReportDialog
                action={reportMessage}
                fields={{ messageId: message.id }}
                fallbackError={CHAT_MESSAGES.reportFailed}
                title="Prijavi poruku"
                triggerLabel={`poruku od ${formatTime(message.createdAt)}`}
              />
            )}
          </div>
        ))}
        <div ref={endRef} />
      </div>
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
