import { DownloadIcon, MailIcon } from '@/components/ui/icons';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { TabbedList } from '@/components/admin/tabbed-list';
import {
  INBOX_KINDS,
  INBOX_SEARCH_MAX,
  INBOX_STATUSES,
  inboxHref,
  type InboxKind,
  type InboxStatus,
} from '@/lib/admin/inbox';
import type { InboxScreen } from '@/lib/data/inbox';
import { formatDateTime } from '@/lib/format/date';

import { HandledButton } from './handled-button';

/** Dates stored as timestamps in a kind's columns (shown in the site's format). */
const DATE_FIELDS = new Set(['confirmedAt', 'unsubscribedAt']);

interface InboxViewProps {
  kind: InboxKind;
  /** The kinds this person handles (docs/admin.md "Uloge"): the tabs shown. */
  kinds: readonly (typeof INBOX_KINDS)[number][];
  status: InboxStatus;
  search: string;
  screen: InboxScreen;
}

/**
 * Everything visitors submitted, one kind per tab (in the URL), with search, handled flag and CSV;
 * one page of the kind at a time, the pager keeping the kind, the status and the search.
 */
export function InboxView({ kind, kinds, status, search, screen }: InboxViewProps) {
  const kindLabel = INBOX_KINDS.find((item) => item.id === kind)?.label ?? '';
  return (
    <TabbedList
      label="Vrste prijava"
      idPrefix="inbox"
      active={kind}
      tabs={kinds.map((item) => ({
        id: item.id,
        label: item.label,
        href: inboxHref({ kind: item.id }),
        count: screen.unhandled[item.id] || undefined,
      }))}
      panelClassName="grid gap-4"
      header={
        <>
          <form
            action="/admin/inbox"
            method="get"
            role="search"
            className="flex flex-wrap items-end gap-3 rounded-2xl border bg-card p-4"
          >
            <input type="hidden" name="kind" value={kind} />
            <div className="grid min-w-48 flex-1 gap-1.5">
              <Label htmlFor="inbox-search">Pretraga</Label>
              <Input
                id="inbox-search"
                name="q"
                type="search"
                defaultValue={search}
                maxLength={INBOX_SEARCH_MAX}
                placeholder="Ime, email ili tekst"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="inbox-status">Status</Label>
              <select
                id="inbox-status"
                name="status"
                defaultValue={status}
                className="h-10 rounded-xl border bg-background px-3 text-sm"
              >
                {INBOX_STATUSES.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.label}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">Traži</Button>
            <a
              href={inboxHref({ kind, status, q: search }, '/admin/inbox/export')}
              className={buttonVariants({ variant: 'outline' })}
              download
            >
              <DownloadIcon aria-hidden />
              Preuzmi CSV
            </a>
          </form>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {kindLabel}: prikazano {screen.items.length} od {screen.total}
          </p>
        </>
      }
      emptyText={screen.items.length === 0 ? 'Nema stavki za prikaz.' : null}
      pager={{
        label: 'Stranice prijemnog sandučeta',
        page: screen.page,
        pageCount: screen.pageCount,
        hrefFor: (page) => inboxHref({ kind, status, q: search, page }),
      }}
    >
      {screen.items.map((item) => {
        const [name, email, ...details] = item.fields;
        const label = name?.value ?? email?.value ?? item.id;
        return (
          <li key={item.id}>
            <article className="grid gap-3 rounded-2xl border bg-card p-4" aria-label={label}>
              <header className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid gap-0.5">
                  <h2 className="font-semibold">{name?.value || '—'}</h2>
                  {email?.value ? (
                    <a
                      href={`mailto:${email.value}`}
                      className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                    >
                      <MailIcon className="size-3.5" aria-hidden />
                      {email.value}
                    </a>
                  ) : null}
                  <p className="text-xs text-muted-foreground">
                    Primljeno <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                    {item.handledAt ? (
                      <>
                        {' · '}Obrađeno <time dateTime={item.handledAt}>{formatDateTime(item.handledAt)}</time>
                      </>
                    ) : null}
                  </p>
                </div>
                <HandledButton kind={kind} id={item.id} handled={item.handledAt !== null} label={label} />
              </header>
              <dl className="grid gap-2 text-sm">
                {details
                  .filter((field) => field.value)
                  .map((field) => (
                    <div key={field.key} className="grid gap-0.5">
                      <dt className="font-medium text-muted-foreground">{field.label}</dt>
                      <dd className="break-words whitespace-pre-wrap">
                        {DATE_FIELDS.has(field.key) && field.value ? formatDateTime(field.value) : field.value}
                      </dd>
                    </div>
                  ))}
              </dl>
            </article>
          </li>
        );
      })}
    </TabbedList>
  );
}
