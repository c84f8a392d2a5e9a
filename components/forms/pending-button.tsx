'use client';

import { Button, type ButtonProps } from '@/components/ui/button';

import { composeRefs, useFocusKept } from './use-focus-kept';

export interface PendingButtonProps extends ButtonProps {
  /** Its action is running: the button is disabled, and gets focus back when it ends. */
  pending: boolean;
}

/**
 * The site's button for anything that runs an action: disabled while it runs (so it is not sent
 * twice) and keeping a keyboard user's place through it (`useFocusKept`). `disabled` adds the
 * button's own reasons (nothing to send yet).
 */
export function PendingButton({ pending, disabled, ref, ...button }: PendingButtonProps) {
  const keptRef = useFocusKept(pending);
  const off = pending || Boolean(disabled);
  return <Button {...button} ref={composeRefs(ref, keptRef)} disabled={off} aria-disabled={off} />;
}
