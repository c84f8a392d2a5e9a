import { visibleTags } from '@/lib/blog/tags';
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
export function TagList({ tags, limit, className }: TagListProps) {
  if (tags.length === 0) return null;
  const { shown, hidden } = visibleTags(tags, limit ?? tags.length);
  return (
    <ul className={cn('tag-list', className)} aria-label="Oznake">
      {shown.map((tag) => (
        <li key={tag}>
          <a href={`/blog?q=${encodeURIComponent(tag)}`}>#{tag}</a>
        </li>
      ))}
      {hidden > 0 && (
        <li className="tag-more" title={tags.slice(shown.length).join(', ')}>
          <span aria-hidden>+{hidden}</span>
          <span className="sr-only">još {hidden}</span>
        </li>
      )}
    </ul>
  );
}
