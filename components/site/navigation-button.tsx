import type { VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

import { Button, type buttonVariants } from '@/components/ui/button';

import { ActionLink } from './action-link';
import { ExactAddressForm } from './exact-address-form';

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
 * it does is lead somewhere: a GET form whose hidden fields are the target's query (a GET form
 * replaces the action's own query), so it works without JavaScript. Rendered on the server: a
 * list of them ('Kontaktiraj' on every ad and directory card) adds no client component. Only a
 * target without a query needs the client (`ExactAddressForm`), to avoid the `?` an empty GET
 * form leaves. Other targets (another site, an anchor, mailto) stay an `ActionLink`.
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
  const button = (
    <Button type="submit" variant={variant} size={size} className={className} aria-label={label}>
      {children}
    </Button>
  );
  if (!target.search) {
    return (
      <ExactAddressForm action={target.pathname} href={href}>
        {button}
      </ExactAddressForm>
    );
  }
  return (
    <form action={target.pathname} method="get" className="contents">
      <QueryFields query={target.searchParams} />
      {button}
    </form>
  );
}

/** A GET form's hidden fields that make up `query` (a GET form replaces its action's own query). */
export function QueryFields({ query }: { query: URLSearchParams }) {
  return [...query].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
