'use client';

import Link from 'next/link';
import { Fragment, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { SendIcon } from '@/components/ui/icons';
import { useAction } from '@/components/forms/use-action';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Label, Textarea } from '@/components/ui/input';
import { markConversationRead, sendMessage } from '@/lib/actions/member-messages';
import { scriptPath, type Script } from '@/lib/i18n/script';
import { messageReportPath, messagesHref, type MessagesView, type ThreadView } from '@/lib/members/message-thread';

import { ActionButton } from '@/components/forms/action-button';
import { PendingButton } from '@/components/forms/pending-button';

import { MessageBubble, DaySeparator, groupByDay } from './message-bubble';
import type { MessageThreadTexts, ScriptDatedMessage } from './message-thread-texts';
import { useLiveThread } from './use-live-thread';

export interface MessageThreadProps {
  /** The partner, the name as the page shows it. */
  partner: { id: string; fullName: string };
  /**
   * The page's view of the thread: its newest messages, or with `?starije=` the older ones before
   * a message. The same object until the page renders again, when it joins what is shown. On a
   * Cyrillic page the texts are converted and the messages carry their dates (`ScriptDatedMessage`).
   */
  thread: ThreadView & { messages: ScriptDatedMessage[] };
  /** The page's script: its links, and whether live messages can be shown as they come. */
  script: Script;
  /** Its texts in the page's script (`messageThreadTextsIn`). */
  texts: MessageThreadTexts;
  /** The page's address besides the thread: the conversation list's page and the older messages asked for. */
  address: Pick<MessagesView, 'page' | 'olderThan'>;
  /** False when a block stops this conversation: the history stays readable, the composer goes. */
  canSend: boolean;
  /** The partner's messages include unread ones: the open thread marks them read (a POST). */
  unreadFromPartner: boolean;
  /** The page's render time: 'Danas' and 'Juče' are counted from it, the same on server and browser. */
  now: string;
  /** The received message whose report dialog the page's address opens (`?report=<id>`). */
  reportingId?: string;
}

/**
 * An open conversation (spec §2): mine on the right, theirs on the left, HH:mm on each; the newest
 * 50, and 'Starije poruke' above them for the 50 before (a link, so it works without JavaScript;
 * with it the older ones join those shown). New messages arrive by the page's live stream
 * (useLiveThread). Enter sends, Shift+Enter breaks the line, and the send button waits for some
 * text. An older page opened by its address ends with 'Najnovije poruke' instead of the composer:
 * one writes below the newest messages.
 */
export function MessageThread({
  partner,
  thread,
  address,
  canSend,
  unreadFromPartner,
  now,
  reportingId,
  script,
  texts,
}: MessageThreadProps) {
  const hydrated = useHydrated();
  const { view, addSent } = useLiveThread(partner.id, thread, {
    unreadFromPartner,
    readFailed: texts.readFailed,
    showsAsTyped: script === 'lat',
  });
  const { messages } = view;
  const lastId = messages.at(-1)?.id;
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const [blank, setBlank] = useState(true);
  const { pending, run, formProps } = useAction(sendMessage, {
    fallbackError: texts.sendFailed,
    refresh: true,
  });
  const endRef = useRef<HTMLDivElement>(null);

  // To the newest message when one arrives, not when older ones are added above.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  // The composer is uncontrolled so that what a member typed before the page came alive survives
  // hydration; from then on the send button follows the text.
  useEffect(() => {
    setBlank((composerRef.current?.value ?? '').trim() === '');
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const composer = composerRef.current;
    const text = composer?.value.trim() ?? '';
    if (text === '' || pending) return;
    void run(new FormData(event.currentTarget)).then((result) => {
      if (!result.ok) return;
      addSent({ id: result.data.id, mine: true, text, createdAt: result.data.createdAt });
      if (composer) composer.value = '';
      setBlank(true);
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
        aria-label={`${texts.threadWith} ${partner.fullName}`}
        className="grid max-h-[55vh] min-h-48 content-start gap-2 overflow-y-auto rounded-xl bg-muted/30 p-3"
      >
        {view.olderThan ? (
          <Link
            href={scriptPath(script, messagesHref({ to: partner.id, page: address.page, olderThan: view.olderThan }))}
            scroll={false}
            prefetch={false}
            className="justify-self-center rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {texts.olderMessages}
          </Link>
        ) : null}
        {messages.length === 0 && view.reachesNewest ? (
          <p className="text-center text-sm text-muted-foreground">{texts.empty}</p>
        ) : null}
        {groupByDay(messages).map((day) => (
          <Fragment key={day.day}>
            <DaySeparator day={day.day} heading={day.messages[0]?.dates?.day} now={now} />
            {day.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                reportHref={scriptPath(script, messageReportPath(partner.id, message.id, address))}
                reporting={message.id === reportingId}
                script={script}
                texts={texts}
              />
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
          fallbackError={texts.readFailed}
          variant="ghost"
          className="justify-self-start"
        >
          {texts.markRead}
        </ActionButton>
      ) : null}
      {view.reachesNewest ? null : (
        // A whole page load: the newest messages start a view of their own (no gap above them).
        <a
          href={scriptPath(script, messagesHref({ to: partner.id, page: address.page }))}
          className="justify-self-center rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {texts.newestMessages}
        </a>
      )}
      {canSend && view.reachesNewest ? (
        <form action={formProps.action} onSubmit={onSubmit} className="grid gap-2">
          <input type="hidden" name="to" value={partner.id} />
          <Label htmlFor="chat-text" className="sr-only">
            {`${texts.messageTo} ${partner.fullName}`}
          </Label>
          <div className="flex items-end gap-2">
            <Textarea
              id="chat-text"
              name="text"
              rows={2}
              ref={composerRef}
              onChange={(event) => setBlank(event.target.value.trim() === '')}
              onKeyDown={onKeyDown}
              maxLength={4000}
              placeholder={texts.placeholder}
              className="resize-none"
            />
            {/* Disabled for blank text only once React runs: without JavaScript the server checks. */}
            <PendingButton
              type="submit"
              size="icon"
              pending={pending}
              disabled={hydrated && blank}
              aria-label={texts.send}
            >
              <SendIcon aria-hidden />
            </PendingButton>
          </div>
        </form>
      ) : null}
    </div>
  );
}
