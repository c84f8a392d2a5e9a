import { CalendarDaysIcon, ClockIcon, UserIcon } from '@/components/ui/icons';
import { formatPostDate } from '@/lib/blog/format';
import { formatReadTime, formatReadTimeLong } from '@/lib/blog/plural';
import { cn } from '@/lib/utils';

interface PostMetaProps {
  publishDate: string;
  readTime: number;
  author?: string;
  className?: string;
}

/** Date in the Serbian locale, read time and, on the post page, the author. */
export function PostMeta({ publishDate, readTime, author, className }: PostMetaProps) {
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      {author && (
        <li className="flex items-center gap-1.5">
          <UserIcon className="size-4 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">Autor: </span>
            {author}
          </span>
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <CalendarDaysIcon className="size-4 shrink-0" aria-hidden />
        <time dateTime={publishDate}>{formatPostDate(publishDate)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <ClockIcon className="size-4 shrink-0" aria-hidden />
        <span aria-hidden>{formatReadTime(readTime)}</span>
        <span className="sr-only">{formatReadTimeLong(readTime)}</span>
      </li>
    </ul>
  );
}
