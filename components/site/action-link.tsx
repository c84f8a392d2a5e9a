import type { VariantProps } from 'class-variance-authority';
import Link from 'next/link';
import type { ReactNode } from 'react';

import { clsx } from 'clsx';

import { ExternalLinkIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';

interface ActionLinkProps extends VariantProps<typeof buttonVariants> {
  /** An editable target: an app path, a same-page anchor, a mailto: address or an external URL. */
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link styled as a button for targets that admins can edit: app paths go through next/link,
 * anchors and mailto stay plain links, and other sites open in a new tab without an opener.
 * Classes are joined with clsx, like Button's, so client components can render it too.
 */
export function ActionLink({ href, children, className, variant, size }: ActionLinkProps) {
  const classes = clsx(buttonVariants({ variant, size }), className);
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} {...OPENS_IN_NEW_TAB} className={classes}>
        {children}
        <ExternalLinkIcon aria-hidden />
      </a>
    );
  }
  if (href.startsWith('#') || href.startsWith('mailto:')) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes}>
      {children}
    </Link>
  );
}
