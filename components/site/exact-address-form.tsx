'use client';

import type { ReactNode } from 'react';

/**
 * A GET form without fields, for `NavigationButton`: without JavaScript it goes to `action` (the
 * browser adds an empty `?`); with JavaScript it opens `href`, the exact address.
 */
export function ExactAddressForm({ action, href, children }: { action: string; href: string; children: ReactNode }) {
  return (
    <form
      action={action}
      method="get"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        window.location.assign(href);
      }}
    >
      {children}
    </form>
  );
}
