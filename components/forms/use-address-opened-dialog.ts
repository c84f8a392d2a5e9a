'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';

/**
 * The open state of a form dialog that the page's address can open (`FormDialog`'s `href`:
 * `?new=1`, `?edit=<id>`, `?request=<id>`), and how it closes after a save: the address loses the
 * parameters that opened it, so a reload does not open it again, and the page's data is fetched
 * again (the list, the navigation's counts).
 */
export function useAddressOpenedDialog(openedByAddress: boolean, openerParams: readonly string[]) {
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(openedByAddress);

  const closeAfterSave = () => {
    setOpen(false);
    if (openedByAddress) {
      // Read when saved rather than subscribed to: the dialogs of a list would otherwise render
      // again on every keystroke of its live search.
      const kept = new URLSearchParams(window.location.search);
      for (const name of openerParams) kept.delete(name);
      const query = kept.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    }
    router.refresh();
  };

  return { open, setOpen, closeAfterSave };
}
