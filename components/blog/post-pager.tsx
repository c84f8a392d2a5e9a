import Link from 'next/link';

import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { postPath } from '@/lib/blog/categories';
import type { BlogPostSummary } from '@/lib/blog/types';
import { pageScript } from '@/lib/i18n/page-script';

interface PostPagerProps {
  previous: BlogPostSummary | null;
  next: BlogPostSummary | null;
}

/** Links to the post published before (older) and after (newer) this one. */
export async function PostPager({ previous, next }: PostPagerProps) {
  if (!previous && !next) return null;
  const { t, href } = await pageScript();
  return (
    <nav aria-label={t('Prethodni i sledeći članak')} className="grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link
          href={href(postPath(previous.slug))}
          rel="prev"
          className="group rounded-2xl border bg-card p-5 hover:border-primary"
        >
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ArrowLeftIcon className="size-4" aria-hidden />
            {t('Prethodni članak')}
          </span>
          <span className="mt-1 block font-semibold text-balance group-hover:text-primary">{previous.title}</span>
        </Link>
      ) : (
        <span aria-hidden className="hidden sm:block" />
      )}
      {next && (
        <Link
          href={href(postPath(next.slug))}
          rel="next"
          className="group rounded-2xl border bg-card p-5 text-right hover:border-primary"
        >
          <span className="flex items-center justify-end gap-1.5 text-sm text-muted-foreground">
            {t('Sledeći članak')}
            <ArrowRightIcon className="size-4" aria-hidden />
          </span>
          <span className="mt-1 block font-semibold text-balance group-hover:text-primary">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
