import { clsx } from 'clsx';
import Link from 'next/link';

import { buttonVariants } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageScript } from '@/lib/i18n/page-script';
import { pagerNumbers } from '@/lib/site/paging';

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
 * server, in the page's script, and nothing when the list has one page.
 */
export async function Pagination({ label, of: { page, pageCount }, hrefFor, className }: PaginationProps) {
  if (pageCount <= 1 && page <= 1) return null;
  const { t } = await pageScript();
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  const previous = Math.min(page - 1, pageCount);
  return (
    <nav aria-label={label} className={clsx('mt-10 flex flex-col items-center gap-3', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {previous >= 1 && (
          <li>
            <Link href={hrefFor(previous)} rel="prev" className={link}>
              <ChevronLeftIcon className="size-4" aria-hidden />
              {t('Prethodna')}
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
                aria-label={t(`Strana ${number}`)}
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
              {t('Sledeća')}
              <ChevronRightIcon className="size-4" aria-hidden />
            </Link>
          </li>
        )}
      </ul>
      <p className="text-sm text-muted-foreground">{t(`Strana ${Math.min(page, pageCount)} od ${pageCount}`)}</p>
    </nav>
  );
}
