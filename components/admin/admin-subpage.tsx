import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '@/components/ui/icons';

/** A page of the admin area beside the eight tabs: a way back to the panel, a title, the content. */
export function AdminSubpage({
  title,
  description,
  backHref = '/admin',
  children,
}: {
  title: string;
  description: string;
  /** Where 'Nazad na Admin Panel' leads: the panel, or the tab this page was opened from. */
  backHref?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Link
          href={backHref}
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          Nazad na Admin Panel
        </Link>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </header>
      {children}
    </div>
  );
}
