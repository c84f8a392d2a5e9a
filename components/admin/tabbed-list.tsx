import type { ComponentProps, ReactNode } from 'react';

import { LinkTabPanel, LinkTabs, type LinkTab } from '@/components/ui/link-tabs';
import { Pagination } from '@/components/ui/pagination';

interface TabbedListProps {
  /** The tab list's accessible name ('Status pošte'). */
  label: string;
  /** Prefix of the tabs' and the panel's ids. */
  idPrefix: string;
  active: string;
  /** One tab per filter, each a link with its count. */
  tabs: readonly LinkTab[];
  /** The panel's grid spacing. */
  panelClassName?: string;
  /** What stands above the list in the panel (a search form, how many are shown). */
  header?: ReactNode;
  /** Said in a dashed box instead of the list when the page has nothing; `null` when it has items. */
  emptyText: string | null;
  /** The pager under the list. */
  pager: Omit<ComponentProps<typeof Pagination>, 'className'>;
  /** The list's items (`<li>`s). */
  children: ReactNode;
}

/** The tabs of filters named in `labels` (in their order), each a link with its count (none shown at 0). */
export function countedTabs<Id extends string>(
  labels: Readonly<Record<Id, string>>,
  href: (id: Id) => string,
  counts: Readonly<Partial<Record<Id, number>>>,
): LinkTab[] {
  return (Object.keys(labels) as Id[]).map((id) => ({
    id,
    label: labels[id],
    href: href(id),
    count: counts[id] || undefined,
  }));
}

/**
 * A panel screen that lists one filter's page at a time (inbox, outbox, moderation): the filters
 * as link tabs, then in their panel the header, the items or the empty state, and the pager.
 */
export function TabbedList({
  label,
  idPrefix,
  active,
  tabs,
  panelClassName = 'grid gap-3',
  header,
  emptyText,
  pager,
  children,
}: TabbedListProps) {
  return (
    <div className="grid gap-4">
      <LinkTabs label={label} idPrefix={idPrefix} active={active} tabs={tabs} />
      <LinkTabPanel idPrefix={idPrefix} active={active} className={panelClassName}>
        {header}
        {emptyText === null ? (
          <ul className="grid gap-3">{children}</ul>
        ) : (
          <p className="rounded-2xl border border-dashed p-6 text-center text-muted-foreground">{emptyText}</p>
        )}
        <Pagination {...pager} className="mt-4" />
      </LinkTabPanel>
    </div>
  );
}
