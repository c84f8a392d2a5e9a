'use client';

import { clsx } from 'clsx';

import type { OutboxItem } from '@/lib/data/admin-outbox';

import type { OutboxRowTexts } from './labels';
import { RetryButton } from './retry-button';

const STATUS_STYLES: Record<OutboxItem['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'bg-destructive/15 text-destructive',
};

/** One e-mail as the list shows it: its dates already in the site's format (the server's time zone). */
export interface OutboxRow {
  id: string;
  subject: string;
  to: string;
  status: OutboxItem['status'];
  template: string;
  created: string;
  attempts: number;
  sent: boolean;
  /** When it was sent, or when it is tried next. */
  when: string;
  lastError: string | null;
  body: string | null;
}

const TERM = 'inline font-medium text-muted-foreground';

/**
 * A page of the outbox's `<li>`s. A client component so the page's RSC payload carries each
 * e-mail's data once, not its markup (a page of 20 e-mails is otherwise a copy of its HTML).
 */
export function OutboxItems({ rows, texts }: { rows: OutboxRow[]; texts: OutboxRowTexts }) {
  return rows.map((row) => (
    <li key={row.id}>
      <article aria-label={row.subject} className="grid gap-2 rounded-2xl border bg-card p-4">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h2 className="font-semibold break-words">{row.subject}</h2>
            <p className="text-sm break-all text-muted-foreground">
              {texts.to}
              {row.to}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[row.status])}>
              {texts.statuses[row.status]}
            </span>
            {row.status === 'failed' ? <RetryButton id={row.id} subject={row.subject} label={texts.retry} /> : null}
          </div>
        </header>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className={TERM}>{texts.template}</dt>
            <dd className="inline font-mono text-xs" translate="no">
              {row.template}
            </dd>
          </div>
          <div>
            <dt className={TERM}>{texts.created}</dt>
            <dd className="inline">{row.created}</dd>
          </div>
          <div>
            <dt className={TERM}>{texts.attempts}</dt>
            <dd className="inline tabular-nums">{row.attempts}</dd>
          </div>
          <div>
            <dt className={TERM}>{row.sent ? texts.sent : texts.nextAttempt}</dt>
            <dd className="inline">{row.when}</dd>
          </div>
          {row.lastError ? (
            <div className="sm:col-span-2">
              <dt className={TERM}>{texts.lastError}</dt>
              <dd className="inline break-words text-destructive">{row.lastError}</dd>
            </div>
          ) : null}
        </dl>
        {row.body ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-primary">{texts.body}</summary>
            <pre className="mt-2 max-h-80 overflow-auto rounded-xl bg-muted p-3 font-sans text-sm whitespace-pre-wrap">
              {row.body}
            </pre>
          </details>
        ) : null}
      </article>
    </li>
  ));
}
