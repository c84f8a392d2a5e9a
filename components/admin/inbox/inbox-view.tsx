import { DownloadIcon } from '@/components/ui/icons';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { type ScriptText, type StoredText, storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { TabbedList } from '@/components/admin/tabbed-list';
import {
  INBOX_KINDS,
  INBOX_MESSAGES,
  INBOX_SEARCH_MAX,
  INBOX_STATUSES,
  inboxHref,
  type InboxKind,
  type InboxStatus,
} from '@/lib/admin/inbox';
import type { InboxItem, InboxScreen } from '@/lib/data/inbox';
import { formatDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';

import { HandledForms } from './handled-button';
import { InboxItems, type InboxRow } from './inbox-items';
import { INBOX_ROW_TEXTS } from './inbox-texts';

/** Dates stored as timestamps in a kind's columns (shown in the site's format). */
const DATE_FIELDS = new Set(['confirmedAt', 'unsubscribedAt']);

/**
 * A submission as its row shows it, its dates formatted here (the server's time zone), its words and
 * what the visitor wrote in the page's script.
 */
function inboxRow(item: InboxItem, t: ScriptText, shown: StoredText): InboxRow {
  const [name, email, ...details] = item.fields;
  const shownName = name?.value ? shown(name.value) : name?.value;
  return {
    id: item.id,
    label: shownName ?? email?.value ?? item.id,
    name: shownName || '—',
    email: email?.value || null,
    createdAt: item.createdAt,
    created: formatDateTime(item.createdAt),
    handledAt: item.handledAt,
    handled: item.handledAt ? formatDateTime(item.handledAt) : null,
    details: details.flatMap((field) =>
      field.value
        ? [
            {
              key: field.key,
              label: t(field.label),
              value: DATE_FIELDS.has(field.key) ? formatDateTime(field.value) : shown(field.value),
            },
          ]
        : [],
    ),
  };
}

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
export async function InboxView({ kind, kinds, status, search, screen }: InboxViewProps) {
  const { script, t, href } = await pageScript();
  const kindLabel = t(INBOX_KINDS.find((item) => item.id === kind)?.label ?? '');
  return (
    <TabbedList
      label={t('Vrste prijava')}
      idPrefix="inbox"
      active={kind}
      tabs={kinds.map((item) => ({
        id: item.id,
        label: t(item.label),
        href: href(inboxHref({ kind: item.id })),
        count: screen.unhandled[item.id] || undefined,
      }))}
      panelClassName="grid gap-4"
      header={
        <>
          <HandledForms
            kind={kind}
            handled={screen.items.map((item) => item.handledAt !== null)}
            script={script}
            fallbackError={t(INBOX_MESSAGES.updateFailed)}
          />
          <form
            action={href('/admin/inbox')}
            method="get"
            role="search"
            className="flex flex-wrap items-end gap-3 rounded-2xl border bg-card p-4"
          >
            <input type="hidden" name="kind" value={kind} />
            <div className="grid min-w-48 flex-1 gap-1.5">
              <Label htmlFor="inbox-search">{t('Pretraga')}</Label>
              <Input
                id="inbox-search"
                name="q"
                type="search"
                defaultValue={search}
                maxLength={INBOX_SEARCH_MAX}
                placeholder={t('Ime, email ili tekst')}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="inbox-status">{t('Status')}</Label>
              <select
                id="inbox-status"
                name="status"
                defaultValue={status}
                className="h-10 rounded-xl border bg-background px-3 text-sm"
              >
                {INBOX_STATUSES.map((item) => (
                  <option key={item.id} value={item.id}>
                    {t(item.label)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">{t('Traži')}</Button>
            <a
              href={inboxHref({ kind, status, q: search }, '/admin/inbox/export')}
              className={buttonVariants({ variant: 'outline' })}
              download
            >
              <DownloadIcon aria-hidden />
              {t('Preuzmi CSV')}
            </a>
          </form>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {kindLabel}: {t(`prikazano ${screen.items.length} od ${screen.total}`)}
          </p>
        </>
      }
      emptyText={screen.items.length === 0 ? t('Nema stavki za prikaz.') : null}
      pager={{
        label: t('Stranice prijemnog sandučeta'),
        of: screen,
        hrefFor: (page) => href(inboxHref({ kind, status, q: search, page })),
      }}
    >
      <InboxItems
        rows={screen.items.map((item) => inboxRow(item, t, storedTextIn(script)))}
        texts={textTableIn(script, INBOX_ROW_TEXTS)}
      />
    </TabbedList>
  );
}
