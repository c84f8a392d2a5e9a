'use client';

import { useId } from 'react';

import { ReportDialog } from '@/components/members/report-dialog';
import { reportMessage } from '@/lib/actions/member-reports';
import { belgradeDayKey, formatFullDateTime, formatRelativeDay, formatTime } from '@/lib/format/date';
import type { ThreadMessage } from '@/lib/members/message-thread';
import { MESSAGE_TEXTS, MODERATION_OUTCOME_TEXTS } from '@/lib/validation/member-texts';

/** The thread's messages grouped by their day in Belgrade, in order (for the day separators). */
export function groupByDay(messages: readonly ThreadMessage[]): { day: string; messages: ThreadMessage[] }[] {
  const days: { day: string; messages: ThreadMessage[] }[] = [];
  for (const message of messages) {
    const day = belgradeDayKey(message.createdAt);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/** 'Danas', 'Juče' or the date, above a day's first message; `day` is a Belgrade day key (YYYY-MM-DD). */
export function DaySeparator({ day, now }: { day: string; now: string }) {
  // Noon UTC falls on the same calendar day in Belgrade.
  const date = `${day}T12:00:00Z`;
  return (
    <p className="flex items-center gap-3 py-1 text-xs font-medium text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
      <time dateTime={day}>{formatRelativeDay(date, now)}</time>
    </p>
  );
}

/**
 * HH:mm under a message; the full date and time on hover (title) and on keyboard focus (a tooltip
 * that is also the time's accessible description).
 */
function MessageTime({ createdAt, mine }: { createdAt: string; mine: boolean }) {
  const tipId = useId();
  const full = formatFullDateTime(createdAt);
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
}: {
  message: ThreadMessage;
  reportHref: string;
  reporting: boolean;
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
            {MODERATION_OUTCOME_TEXTS.messageHidden}
          </p>
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>
        )}
        <MessageTime createdAt={message.createdAt} mine={message.mine} />
      </div>
      {message.mine || message.hidden ? null : (
        <ReportDialog
          action={reportMessage}
          fields={{ messageId: message.id }}
          fallbackError={MESSAGE_TEXTS.reportFailed}
          title="Prijavi poruku"
          subject={`poruku od ${formatTime(message.createdAt)}`}
          href={reportHref}
          defaultOpen={reporting}
        />
      )}
    </div>
  );
}
