import Link from 'next/link';
import { ChevronRightIcon } from '@/components/ui/icons';

export interface Crumb {
  name: string;
  /** Absent for the current page (the last crumb). */
  href?: string;
}

/** Where the page sits: home › blog › category › title. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Putanja" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 && <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden />}
            {item.href ? (
              <Link href={item.href} className="hover:text-foreground hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-foreground">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
