'use client';

import { MailIcon } from '@/components/ui/icons';

import { HandledButton } from './handled-button';
import type { InboxRowTexts } from './inbox-texts';

/** A submission as its row shows it: its dates already in the site's format (the server's time zone). */
export interface InboxRow {
  id: string;
  /** Its accessible name: the name, else the e-mail, else the id. */
  label: string;
  name: string;
  email: string | null;
  createdAt: string;
  created: string;
  handledAt: string | null;
  handled: string | null;
  /** The other fields that have a value, in the kind's order. */
  details: { key: string; label: string; value: string }[];
}

/**
 * A page of the inbox's `<li>`s. A client component so the page's RSC payload carries each
 * submission's data once, not its markup (a page of 25 is otherwise a second copy of its HTML).
 */
export function InboxItems({ rows, texts }: { rows: InboxRow[]; texts: InboxRowTexts }) {
  return rows.map((row) => (
    <li key={row.id}>
      <article className="grid gap-3 rounded-2xl border bg-card p-4" aria-label={row.label}>
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-0.5">
            <h2 className="font-semibold">{row.name}</h2>
            {row.email ? (
              <a
                href={`mailto:${row.email}`}
                className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
              >
                <MailIcon className="size-3.5" aria-hidden />
                {row.email}
              </a>
            ) : null}
            <p className="text-xs text-muted-foreground">
              {texts.received} <time dateTime={row.createdAt}>{row.created}</time>
              {row.handledAt ? (
                <>
                  {' · '}
                  {texts.handled} <time dateTime={row.handledAt}>{row.handled}</time>
                </>
              ) : null}
            </p>
          </div>
          <HandledButton id={row.id} handled={row.handledAt !== null} label={row.label} texts={texts} />
        </header>
        <dl className="grid gap-2 text-sm">
          {row.details.map((field) => (
            <div key={field.key} className="grid gap-0.5">
              <dt className="font-medium text-muted-foreground">{field.label}</dt>
              <dd className="break-words whitespace-pre-wrap">{field.value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  ));
}
