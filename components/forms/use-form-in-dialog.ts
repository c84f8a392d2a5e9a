'use client';

import { useState } from 'react';

import { useServerForm, type UseServerFormOptions } from './use-server-form';

/**
 * A public form in a `FormDialog` opened by its own trigger (not by the address: that is
 * `useAddressOpenedDialog`). The dialog closes once the form is sent; without JavaScript its
 * disclosure stays open on the server's answer, so the visitor sees it. Spread `dialog` on the
 * `FormDialog` and give `controller` to the form.
 */
export function useFormInDialog<T>(options: Omit<UseServerFormOptions<T>, 'onSuccess'>) {
  const [open, setOpen] = useState(false);
  const controller = useServerForm({ ...options, onSuccess: () => setOpen(false) });
  return { controller, dialog: { open, onOpenChange: setOpen, forceOpen: controller.state !== null } };
}
