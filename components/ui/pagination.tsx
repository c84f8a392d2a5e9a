import { clsx } from 'clsx';
import Link from 'next/link';

import { buttonVariants } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pagerNumbers } from '@/lib/site/paging';

export const PAGINATION_TEXTS = {
  previous: 'Prethodna',
  next: 'Sledeća',
  page: (page: number) => `Strana ${page}`,
  position: (page: number, pageCount: number) => `Strana ${page} od ${pageCount}`,
} as const;

interface PaginationProps {
  /** The navigation landmark's name ('Stranice bloga'). */
  label: string;
  /** Where the list stands: its current page and how many there are (a `Page` from lib/site/paging). */
  of: { page: number; pageCount: number };
  /** The address of another page of the same list (`pageHref` from lib/site/paging). */
  hrefFor: (page: number) => string;
  className?: string;
}

/**
 * Links to a list's other pages: plain links (crawlable, and they work without JavaScript) with
 * `rel="prev"` / `rel="next"`, the current page marked `aria-current="page"`. Renders on the
 * server and nothing when the list has one page.
 */
export function Pagination({ label, of: { page, pageCount }, hrefFor, className }: PaginationProps) {
  if (pageCount <= 1 && page <= 1) return null;
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  const previous = Math.min(page - 1, pageCount);
  return (
    <nav aria-label={label} className={clsx('mt-10 flex flex-col items-center gap-3', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {previous >= 1 && (
          <li>
            <Link href={hrefFor(previous)} rel="prev" className={link}>
              <ChevronLeftIcon className="size-4" aria-hidden />
              {PAGINATION_TEXTS.previous}
            </Link>
          </li>
        )}
        {pagerNumbers(Math.min(page, pageCount), pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={hrefFor(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={PAGINATION_TEXTS.page(number)}
                className={clsx(
                  buttonVariants({ variant: number === page ? 'default' : 'outline', size: 'sm' }),
                  'min-w-10',
                )}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" className={link}>
              {PAGINATION_TEXTS.next}
              <ChevronRightIcon className="size-4" aria-hidden />
            </Link>
          </li>
        )}
      </ul>
      <p className="text-sm text-muted-foreground">{PAGINATION_TEXTS.position(Math.min(page, pageCount), pageCount)}</p>
    </nav>
  );
}
