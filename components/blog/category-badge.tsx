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
    <Link href={categoryPath(category)} className={cn('badge badge-category', className)}>
      {category}
    </Link>
  );
}

export function FeaturedBadge({ className }: { className?: string }) {
  return <span className={cn('badge badge-featured', className)}>Izdvojeno</span>;
}
