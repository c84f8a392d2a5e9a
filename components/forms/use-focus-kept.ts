'use client';

import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';

/** Buttons that keep focus; the one of them that holds it, or held it before a dialog it opened. */
const keepers = new WeakSet<HTMLElement>();
let lastKeeper: HTMLElement | null = null;
let listening = false;

/**
 * Focus moving anywhere else releases the keeper, except into a dialog (the keeper's confirmation,
 * after which Radix hands focus back to it).
 */
function followFocus() {
  if (listening) return;
  listening = true;
  document.addEventListener('focusin', (event) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (target && keepers.has(target)) lastKeeper = target;
    else if (!target?.closest('[role="dialog"], [role="alertdialog"]')) lastKeeper = null;
  });
}

/** Focus fell to the page: the element that held it was disabled or removed. */
function focusFellToPage(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Keeps a keyboard user's place when a button runs an action. Disabled while the action runs, the
 * button loses focus to the page (the next Tab starts again at the top); when the action ends it
 * gets focus back. Removed with its row (a deleted post or ad), focus goes to the list or section
 * the row was in, or to the page's main region when that went too. Returns the button's ref (with
 * `composeRefs` beside a dialog trigger's own).
 */
export function useFocusKept(pending: boolean) {
  const element = useRef<HTMLButtonElement | null>(null);
  const container = useRef<HTMLElement | null>(null);

  const ref = useCallback((node: HTMLButtonElement | null) => {
    if (node) {
      followFocus();
      keepers.add(node);
      element.current = node;
      container.current = node.parentElement?.closest<HTMLElement>('ul, ol, section') ?? null;
      return;
    }
    const detached = element.current;
    element.current = null;
    if (!detached || lastKeeper !== detached) return;
    const list = container.current;
    // After the commit: a ref that changed attaches the same button again, a removed row's is gone.
    requestAnimationFrame(() => {
      if (detached.isConnected) return;
      if (lastKeeper === detached) lastKeeper = null;
      // The list goes too when its last row went (an empty text takes its place).
      const place = list?.isConnected ? list : document.querySelector<HTMLElement>('main');
      if (!focusFellToPage() || !place) return;
      if (!place.hasAttribute('tabindex')) place.tabIndex = -1;
      place.focus();
    });
  }, []);

  useLayoutEffect(() => {
    const node = element.current;
    if (!pending && node && lastKeeper === node && focusFellToPage()) node.focus();
  }, [pending]);

  return ref;
}

/** One ref callback that sets each of `refs`. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
