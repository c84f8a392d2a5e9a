import { countedTabs, TabbedList } from '@/components/admin/tabbed-list';
import type { OutboxFilter, OutboxItem, OutboxScreen } from '@/lib/data/admin-outbox';
import { formatDateTime } from '@/lib/format/date';
import { pageHref } from '@/lib/site/paging';

import { OUTBOX_FILTER_LABELS } from './labels';
import { OutboxItems, type OutboxRow } from './outbox-items';
import { RetryForm } from './retry-button';

/** The outbox's address for a state (none for all) and a page (none for the first). */
export function outboxHref(filter: OutboxFilter, page = 1): string {
  return pageHref('/admin/outbox', { status: filter === 'all' ? undefined : filter }, page);
}

/** An e-mail as its row shows it, its dates formatted here (the server's time zone). */
function outboxRow(item: OutboxItem): OutboxRow {
  return {
    id: item.id,
    subject: item.subject,
    to: item.to.join(', '),
    status: item.status,
    template: item.template,
    created: formatDateTime(item.createdAt),
    attempts: item.attempts,
    sent: item.sentAt !== null,
    when: formatDateTime(item.sentAt ?? item.nextAttemptAt),
    lastError: item.lastError,
    body: item.body,
  };
}

/**
 * The mail outbox: each e-mail's delivery state, with a retry for failed ones; the states as tabs
 * with their counts, one page of the chosen one.
 */
export function OutboxView({ filter, screen }: { filter: OutboxFilter; screen: OutboxScreen }) {
  const { items, total } = screen;
  return (
    <TabbedList
      label="Status pošte"
      idPrefix="outbox"
      active={filter}
      tabs={countedTabs(OUTBOX_FILTER_LABELS, outboxHref, screen.counts)}
      header={
        <>
          {items.some((item) => item.status === 'failed') ? <RetryForm /> : null}
          <p className="text-sm text-muted-foreground">
            Prikazano {items.length} od {total}
          </p>
        </>
      }
      emptyText={items.length === 0 ? 'Nema poruka.' : null}
      pager={{
        label: 'Stranice poslate pošte',
        of: screen,
        hrefFor: (page) => outboxHref(filter, page),
      }}
    >
      <OutboxItems rows={items.map(outboxRow)} />
    </TabbedList>
  );
}
