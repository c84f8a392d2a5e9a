import { clsx } from 'clsx';

import { countedTabs, TabbedList } from '@/components/admin/tabbed-list';
import type { OutboxFilter, OutboxItem, OutboxScreen } from '@/lib/data/admin-outbox';
import { formatDateTime } from '@/lib/format/date';
import { pageHref } from '@/lib/site/paging';

import { RetryButton } from './retry-button';

export const OUTBOX_FILTER_LABELS: Record<OutboxFilter, string> = {
  all: 'Sve',
  pending: 'Na čekanju',
  sent: 'Poslato',
  failed: 'Neuspešno',
};

const STATUS_STYLES: Record<OutboxItem['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'bg-destructive/15 text-destructive',
};

/** The outbox's address for a state (none for all) and a page (none for the first). */
export function outboxHref(filter: OutboxFilter, page = 1): string {
  return pageHref('/admin/outbox', { status: filter === 'all' ? undefined : filter }, page);
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
        <p className="text-sm text-muted-foreground">
          Prikazano {items.length} od {total}
        </p>
      }
      emptyText={items.length === 0 ? 'Nema poruka.' : null}
      pager={{
        label: 'Stranice poslate pošte',
        page: screen.page,
        pageCount: screen.pageCount,
        hrefFor: (page) => outboxHref(filter, page),
      }}
    >
      {items.map((item) => (
        <li key={item.id}>
          <article aria-label={item.subject} className="grid gap-2 rounded-2xl border bg-card p-4">
            <header className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <h2 className="font-semibold break-words">{item.subject}</h2>
                <p className="text-sm break-all text-muted-foreground">Za: {item.to.join(', ')}</p>
              </div>
              <div className="flex items-center gap-2">
                <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[item.status])}>
                  {OUTBOX_FILTER_LABELS[item.status]}
                </span>
                {item.status === 'failed' ? <RetryButton id={item.id} subject={item.subject} /> : null}
              </div>
            </header>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <div>
                <dt className="inline font-medium text-muted-foreground">Šablon: </dt>
                <dd className="inline font-mono text-xs">{item.template}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-muted-foreground">Napravljeno: </dt>
                <dd className="inline">{formatDateTime(item.createdAt)}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-muted-foreground">Pokušaja: </dt>
                <dd className="inline tabular-nums">{item.attempts}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-muted-foreground">
                  {item.sentAt ? 'Poslato: ' : 'Sledeći pokušaj: '}
                </dt>
                <dd className="inline">{formatDateTime(item.sentAt ?? item.nextAttemptAt)}</dd>
              </div>
              {item.lastError ? (
                <div className="sm:col-span-2">
                  <dt className="inline font-medium text-muted-foreground">Poslednja greška: </dt>
                  <dd className="inline break-words text-destructive">{item.lastError}</dd>
                </div>
              ) : null}
            </dl>
            {item.body ? (
              <details className="text-sm">
                <summary className="cursor-pointer font-medium text-primary">Tekst poruke</summary>
                <pre className="mt-2 max-h-80 overflow-auto rounded-xl bg-muted p-3 font-sans text-sm whitespace-pre-wrap">
                  {item.body}
                </pre>
              </details>
            ) : null}
          </article>
        </li>
      ))}
    </TabbedList>
  );
}
