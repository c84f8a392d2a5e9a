import Link from 'next/link';

import { cn } from '@/lib/utils';

export interface StatusFilter {
  value: string;
  label: string;
  count: number;
  href: string;
}

interface StatusFiltersProps {
  /** The navigation's accessible name ('Status članova'). */
  label: string;
  filters: readonly StatusFilter[];
  /** The value of the open filter, marked as the current page. */
  current: string;
}

/**
 * The status filters above a panel list (members by standing, an event's registrations): links,
 * so the filter lives in the URL, each with its count.
 */
export function StatusFilters({ label, filters, current }: StatusFiltersProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <Link
          key={filter.value}
          href={filter.href}
          aria-current={filter.value === current ? 'page' : undefined}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-semibold',
            filter.value === current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          {filter.label} ({filter.count})
        </Link>
      ))}
    </nav>
  );
}
