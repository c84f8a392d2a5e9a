'use client';

import { useId } from 'react';

import { ReportDialog } from '@/components/members/report-dialog';
import { reportMessage } from '@/lib/actions/member-reports';
import { belgradeDayKey, formatFullDateTime, formatRelativeDay, formatTime } from '@/lib/format/date';
import type { Script } from '@/lib/i18n/script';

import type { MessageThreadTexts, ScriptDatedMessage } from './message-thread-texts';

/** The thread's messages grouped by their day in Belgrade, in order (for the day separators). */
export function groupByDay(messages: readonly ScriptDatedMessage[]): { day: string; messages: ScriptDatedMessage[] }[] {
  const days: { day: string; messages: ScriptDatedMessage[] }[] = [];
  for (const message of messages) {
    const day = belgradeDayKey(message.createdAt);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/**
 * 'Danas', 'Juče' or the date, above a day's first message, unless the server wrote its `heading`;
 * `day` is a Belgrade day key (YYYY-MM-DD).
 */
export function DaySeparator({ day, heading, now }: { day: string; heading?: string; now: string }) {
  return (
    <p className="flex items-center gap-3 py-1 text-xs font-medium text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
      {/* Noon UTC falls on the same calendar day in Belgrade. */}
      <time dateTime={day}>{heading ?? formatRelativeDay(`${day}T12:00:00Z`, now)}</time>
    </p>
  );
}

/**
 * HH:mm under a message; the full date and time on hover (title) and on keyboard focus (a tooltip
 * that is also the time's accessible description).
 */
function MessageTime({ message: { createdAt, mine, dates } }: { message: ScriptDatedMessage }) {
  const tipId = useId();
  const full = dates?.full ?? formatFullDateTime(createdAt);
  return (
    <span className={mine ? 'group/time relative mt-1 block text-right' : 'group/time relative mt-1 block'}>
      <time
        dateTime={createdAt}
        title={full}
        tabIndex={0}
        aria-describedby={tipId}
        className={`rounded-sm text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${mine ? 'text-primary-foreground' : 'text-muted-foreground'}`}
      >
        {formatTime(createdAt)}
      </time>
      <span
        id={tipId}
        role="tooltip"
        className={`absolute bottom-full z-10 mb-1 hidden rounded-md bg-foreground px-2 py-1 text-xs whitespace-nowrap text-background shadow group-focus-within/time:block ${mine ? 'right-0' : 'left-0'}`}
      >
        {full}
      </span>
    </span>
  );
}

/**
 * One message: mine on the right, theirs on the left with 'Prijavi' (its dialog opened by
 * `reportHref` without JavaScript, and open from the start when the address asked, `reporting`).
 * A message a moderator hid keeps its place and time with 'Poruku je sakrio moderator.' instead of
 * its text, for both members, and cannot be reported again.
 */
export function MessageBubble({
  message,
  reportHref,
  reporting,
  script,
  texts,
}: {
  message: ScriptDatedMessage;
  reportHref: string;
  reporting: boolean;
  script: Script;
  texts: MessageThreadTexts;
}) {
  return (
    <div className={message.mine ? 'grid justify-items-end' : 'grid justify-items-start'} data-mine={message.mine}>
      <div
        className={
          message.mine
            ? 'max-w-[80%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-primary-foreground'
            : 'max-w-[80%] rounded-2xl rounded-bl-sm border bg-card px-3 py-2'
        }
      >
        {message.hidden ? (
          <p className="text-sm italic" data-hidden-message>
            {texts.hidden}
          </p>
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>
        )}
        <MessageTime message={message} />
      </div>
      {message.mine || message.hidden ? null : (
        <ReportDialog
          action={reportMessage}
          fields={{ messageId: message.id }}
          fallbackError={texts.reportFailed}
          title={texts.report}
          subject={`${texts.reportedMessageAt} ${formatTime(message.createdAt)}`}
          href={reportHref}
          defaultOpen={reporting}
          texts={texts.reportDialog}
          script={script}
        />
      )}
    </div>
  );
}
