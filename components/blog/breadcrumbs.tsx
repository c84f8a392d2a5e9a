import Link from 'next/link';
import { ChevronRightIcon } from '@/components/ui/icons';
import { pageScript } from '@/lib/i18n/page-script';

export interface Crumb {
  name: string;
  /** The address in the page's script; absent for the current page (the last crumb). */
  href?: string;
}

/** Where the page sits: home › blog › category › title (names in the page's script). */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = await pageScript();
  return (
    <nav aria-label={t('Putanja')} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 && <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden />}
            {item.href ? (
              <Link href={item.href} className="hover:text-foreground hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-foreground">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
