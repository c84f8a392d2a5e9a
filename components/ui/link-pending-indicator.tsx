'use client';

import { useLinkStatus } from 'next/link';

/**
 * A spinner inside a `<Link>` whose page the server is rendering: the old screen stays until the
 * answer comes, and without it a slow answer looks like a click that did nothing. Renders nothing
 * otherwise; it must sit inside the Link (`useLinkStatus`).
 */
export function LinkPendingIndicator() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      data-link-pending=""
      aria-hidden="true"
      className="size-3.5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}
