import Link from 'next/link';

import { categoryPath } from '@/lib/blog/categories';
import { cn } from '@/lib/utils';

interface CategoryBadgeProps {
  category: string;
  className?: string;
}

/** The post's category as a pill that links to the category page. */
export function CategoryBadge({ category, className }: CategoryBadgeProps) {
  return (
    <Link
      href={categoryPath(category)}
      className={cn(
        'relative z-10 inline-flex items-center rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground hover:bg-secondary/80',
        className,
      )}
    >
      {category}
    </Link>
  );
}

export function FeaturedBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground', className)}>
      Izdvojeno
    </span>
  );
}
