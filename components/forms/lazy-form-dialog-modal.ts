'use client';

import { lazy } from 'react';

/**
 * The Radix dialog around a form (about 13 kB compressed), loaded when its trigger is first
 * pointed at, focused or pressed, not with the page: a page of many dialogs (an ad's and a
 * message's report, the form dialogs) renders and ships only their trigger buttons.
 */
export const LazyFormDialogModal = lazy(() => import('./form-dialog-modal'));

/** Starts loading the dialog's code, for a trigger's pointer-enter and focus. */
export function preloadFormDialogModal(): void {
  void import('./form-dialog-modal');
}
