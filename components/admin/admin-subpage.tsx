import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { pageScript } from '@/lib/i18n/page-script';
import { splitScriptPath } from '@/lib/i18n/script';

/**
 * A page of the admin area beside the eight tabs: a way back to the panel, a title, the content,
 * in the page's script. Title and description come as the page shows them (converted by the page).
 */
export async function AdminSubpage({
  title,
  description,
  backHref = '/admin',
  children,
}: {
  title: string;
  description: string;
  /**
   * Where 'Nazad na Admin Panel' leads: the panel, or the tab this page was opened from. A site
   * path, or already the page's address of it: either way the link stays in the page's script.
   */
  backHref?: string;
  children: ReactNode;
}) {
  const { t, href } = await pageScript();
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Link
          href={href(splitScriptPath(backHref).path)}
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          {t('Nazad na Admin Panel')}
        </Link>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </header>
      {children}
    </div>
  );
}
