import { type StoredText, storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { countedTabs, TabbedList } from '@/components/admin/tabbed-list';
import type { OutboxFilter, OutboxItem, OutboxScreen } from '@/lib/data/admin-outbox';
import { formatDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { pageHref } from '@/lib/site/paging';
import { OUTBOX_MESSAGES } from '@/lib/validation/admin-inbox';

import { OUTBOX_ROW_TEXTS } from './labels';
import { OutboxItems, type OutboxRow } from './outbox-items';
import { RetryForm } from './retry-button';

/** The outbox's address for a state (none for all) and a page (none for the first). */
export function outboxHref(filter: OutboxFilter, page = 1): string {
  return pageHref('/admin/outbox', { status: filter === 'all' ? undefined : filter }, page);
}

/** An e-mail as its row shows it, its dates formatted here (the server's time zone), its texts as the panel displays them. */
function outboxRow(item: OutboxItem, shown: StoredText): OutboxRow {
  return {
    id: item.id,
    subject: shown(item.subject),
    to: item.to.join(', '),
    status: item.status,
    template: item.template,
    created: formatDateTime(item.createdAt),
    attempts: item.attempts,
    sent: item.sentAt !== null,
    when: formatDateTime(item.sentAt ?? item.nextAttemptAt),
    lastError: item.lastError,
    body: item.body === null ? null : shown(item.body),
  };
}

/**
 * The mail outbox: each e-mail's delivery state, with a retry for failed ones; the states as tabs
 * with their counts, one page of the chosen one.
 */
export async function OutboxView({ filter, screen }: { filter: OutboxFilter; screen: OutboxScreen }) {
  const { script, t, href } = await pageScript();
  const texts = textTableIn(script, OUTBOX_ROW_TEXTS);
  const { items, total } = screen;
  return (
    <TabbedList
      label={t('Status pošte')}
      idPrefix="outbox"
      active={filter}
      tabs={countedTabs(texts.statuses, (id) => href(outboxHref(id)), screen.counts)}
      header={
        <>
          {items.some((item) => item.status === 'failed') ? (
            <RetryForm script={script} fallbackError={t(OUTBOX_MESSAGES.retryFailed)} />
          ) : null}
          <p className="text-sm text-muted-foreground">{t(`Prikazano ${items.length} od ${total}`)}</p>
        </>
      }
      emptyText={items.length === 0 ? t('Nema poruka.') : null}
      pager={{
        label: t('Stranice poslate pošte'),
        of: screen,
        hrefFor: (page) => href(outboxHref(filter, page)),
      }}
    >
      <OutboxItems rows={items.map((item) => outboxRow(item, storedTextIn(script)))} texts={texts} />
    </TabbedList>
  );
}
