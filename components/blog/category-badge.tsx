import Link from 'next/link';

import { categoryLabel, categoryPath, type BlogCategory } from '@/lib/blog/categories';
import { pageScript } from '@/lib/i18n/page-script';
import { cn } from '@/lib/utils';

interface CategoryBadgeProps {
  category: BlogCategory;
  className?: string;
}

/** The post's category as a pill that links to the category page. */
export async function CategoryBadge({ category, className }: CategoryBadgeProps) {
  const { t, href } = await pageScript();
  return (
    <Link href={href(categoryPath(category))} className={cn('badge badge-category', className)}>
      {t(categoryLabel(category))}
    </Link>
  );
}

export async function FeaturedBadge({ className }: { className?: string }) {
  const { t } = await pageScript();
  return <span className={cn('badge badge-featured', className)}>{t('Izdvojeno')}</span>;
}
