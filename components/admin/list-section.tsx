import type { ReactNode } from 'react';

interface AdminListSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  /** The h2, with the count ('Svi događaji (12)'). */
  title: string;
  /** Said instead of the list when there is nothing to list; `null` when there is. */
  emptyText: string | null;
  /** The section's spacing. */
  className?: string;
  /** The list, and what follows it (a pager). */
  children: ReactNode;
}

/** A panel tab's list under its heading: the list, or a line saying there is nothing yet. */
export function AdminListSection({ id, title, emptyText, className = 'grid gap-4', children }: AdminListSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {emptyText === null ? children : <p className="text-muted-foreground">{emptyText}</p>}
    </section>
  );
}
