import { CalendarDaysIcon, ClockIcon, UserIcon } from '@/components/ui/icons';
import { formatReadTime, formatReadTimeLong } from '@/lib/blog/read-time';
import { formatLongDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { cn } from '@/lib/utils';

interface PostMetaProps {
  publishDate: string;
  readTime: number;
  author?: string;
  className?: string;
}

/** Date in the Serbian locale, read time and, on the post page, the author. */
export async function PostMeta({ publishDate, readTime, author, className }: PostMetaProps) {
  const { t } = await pageScript();
  return (
    <ul className={cn('fact-row', className)}>
      {author && (
        <li>
          <UserIcon aria-hidden />
          <span>
            <span className="sr-only">{t('Autor: ')}</span>
            {author}
          </span>
        </li>
      )}
      <li>
        <CalendarDaysIcon aria-hidden />
        <time dateTime={publishDate}>{t(formatLongDate(publishDate))}</time>
      </li>
      <li>
        <ClockIcon aria-hidden />
        <span aria-hidden>{t(formatReadTime(readTime))}</span>
        <span className="sr-only">{t(formatReadTimeLong(readTime))}</span>
      </li>
    </ul>
  );
}
