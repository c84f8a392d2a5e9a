'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true once React runs in the browser.
 * Forms use it to show the server's answer when JavaScript is off, and dialogs to fall back to a
 * native disclosure that opens without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
