import { visibleTags } from '@/lib/blog/tags';
import { pageScript } from '@/lib/i18n/page-script';
import { cn } from '@/lib/utils';

interface TagListProps {
  tags: readonly string[];
  /** Show at most this many and count the rest as "+N"; all of them when absent. */
  limit?: number;
  className?: string;
}

/**
 * Tags as links to a search for them; cards show three and a "+N" counter. Plain links, like the
 * search form: a search is a document navigation (see search-form.tsx).
 */
export async function TagList({ tags, limit, className }: TagListProps) {
  if (tags.length === 0) return null;
  const { t, href } = await pageScript();
  const { shown, hidden } = visibleTags(tags, limit ?? tags.length);
  return (
    <ul className={cn('tag-list', className)} aria-label={t('Oznake')}>
      {shown.map((tag) => (
        <li key={tag}>
          <a href={href(`/blog?q=${encodeURIComponent(tag)}`)}>#{t(tag)}</a>
        </li>
      ))}
      {hidden > 0 && (
        <li className="tag-more" title={t(tags.slice(shown.length).join(', '))}>
          <span aria-hidden>+{hidden}</span>
          <span className="sr-only">
            {t('još ')}
            {hidden}
          </span>
        </li>
      )}
    </ul>
  );
}
