import type { ComponentProps } from 'react';

interface AddressFormProps extends Omit<ComponentProps<'form'>, 'action' | 'method'> {
  /** A path of this site with a query (`/members/requests?report=<id>`). */
  href: string;
}

/**
 * A GET form that arrives at `href` with or without JavaScript: a GET form replaces its action's
 * query with its fields, so the query is carried as hidden fields. It takes no box of its own
 * (`display: contents`). For a target without a query see `ExactAddressForm`.
 */
export function AddressForm({ href, children, ...form }: AddressFormProps) {
  const target = new URL(href, 'http://site.invalid');
  return (
    <form action={target.pathname} method="get" className="contents" {...form}>
      {[...target.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
