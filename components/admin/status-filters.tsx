import Link from 'next/link';

import { cn } from '@/lib/utils';

interface StatusFiltersProps<Status extends string> {
  /** The navigation's accessible name ('Status članova'). */
  label: string;
  /** The filters, in the order shown. */
  statuses: readonly Status[];
  /** Each filter's text, shown with its count. */
  labels: Readonly<Record<Status, string>>;
  /** How many items a filter holds. */
  countOf: (status: Status) => number;
  /** The list's address under a filter. */
  hrefFor: (status: Status) => string;
  /** The open filter, marked as the current page. */
  current: Status;
}

/**
 * The status filters above a panel list (members by standing, an event's registrations): links,
 * so the filter lives in the URL, each with its count.
 */
export function StatusFilters<Status extends string>({
  label,
  statuses,
  labels,
  countOf,
  hrefFor,
  current,
}: StatusFiltersProps<Status>) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {statuses.map((status) => (
        <Link
          key={status}
          href={hrefFor(status)}
          aria-current={status === current ? 'page' : undefined}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-semibold',
            status === current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          {labels[status]} ({countOf(status)})
        </Link>
      ))}
    </nav>
  );
}
