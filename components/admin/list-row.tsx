import type { ReactNode } from 'react';

interface AdminListRowProps {
  /** The record open in the editor beside the list, marked for the eye and for screen readers. */
  current: boolean;
  title: string;
  /** Whether visitors see it: the status is green when they do. */
  live: boolean;
  /** The status in words ('Objavljeno', 'Neaktivno'). */
  status: string;
  /** The facts after the status, each its own element. */
  meta: ReactNode;
  /** The row's buttons. */
  children: ReactNode;
  actionsClassName?: string;
}

/** A row of a panel list with an editor beside it (posts, announcements): title, status, facts, buttons. */
export function AdminListRow({
  current,
  title,
  live,
  status,
  meta,
  children,
  actionsClassName = 'flex flex-wrap gap-1',
}: AdminListRowProps) {
  return (
    <li
      aria-current={current ? 'true' : undefined}
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3 aria-[current]:border-primary"
    >
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-semibold">{title}</p>
        <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span className={live ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold'}>
            {status}
          </span>
          {meta}
        </p>
      </div>
      <div className={actionsClassName}>{children}</div>
    </li>
  );
}
