'use client';

import type { VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

import { Button, type buttonVariants } from '@/components/ui/button';

import { ActionLink } from './action-link';

interface NavigationButtonProps extends VariantProps<typeof buttonVariants> {
  /** An editable target; only a path of this site becomes a button, anything else stays a link. */
  href: string;
  children: ReactNode;
  /** Classes of the button; the form around it takes no box of its own (`display: contents`). */
  className?: string;
  /** An accessible name more precise than the visible text ('Kontaktiraj: Ana Anić'), for a path of this site. */
  label?: string;
}

/**
 * A real button that goes to a page of the site, for places the spec calls a button although all
 * it does is lead somewhere. Without JavaScript it is a GET form (the target's query travels as
 * hidden fields, since a GET form replaces the action's own query); with JavaScript it opens the
 * target's exact address, without the `?` an empty GET form leaves. Other targets (another site,
 * an anchor, mailto) stay an `ActionLink`.
 */
export function NavigationButton({ href, children, className, label, variant, size }: NavigationButtonProps) {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('#')) {
    return (
      <ActionLink href={href} variant={variant} size={size} className={className}>
        {children}
      </ActionLink>
    );
  }
  const target = new URL(href, 'http://site.invalid');
  return (
    <form
      action={target.pathname}
      method="get"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        window.location.assign(href);
      }}
    >
      {[...target.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size={size} className={className} aria-label={label}>
        {children}
      </Button>
    </form>
  );
}
