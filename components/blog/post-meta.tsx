import { CalendarDaysIcon, ClockIcon, UserIcon } from '@/components/ui/icons';
import { formatReadTime, formatReadTimeLong } from '@/lib/blog/read-time';
import { formatLongDate } from '@/lib/format/date';
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
    <ul className={cn('fact-row', className)}>
      {author && (
        <li>
          <UserIcon aria-hidden />
          <span>
            <span className="sr-only">Autor: </span>
            {author}
          </span>
        </li>
      )}
      <li>
        <CalendarDaysIcon aria-hidden />
        <time dateTime={publishDate}>{formatLongDate(publishDate)}</time>
      </li>
      <li>
        <ClockIcon aria-hidden />
        <span aria-hidden>{formatReadTime(readTime)}</span>
        <span className="sr-only">{formatReadTimeLong(readTime)}</span>
      </li>
    </ul>
  );
}
