'use client';

import { useTheme } from 'next-themes';
import { useEffect, useState, type CSSProperties } from 'react';

import { TOASTER_TEXTS, type ToasterTexts } from './toaster-texts';

type Sonner = typeof import('sonner');
type ToastCall = (sonner: Sonner) => void;

/**
 * sonner (about 11 kB of compressed JavaScript) loads only when the first toast is shown, so pages
 * that never toast never download it. Calls made before it is ready wait in `queue`.
 */
let ready: Sonner | null = null;
let queue: ToastCall[] = [];
let requestLoad: (() => void) | null = null;

function enqueue(call: ToastCall) {
  if (ready) return call(ready);
  queue.push(call);
  requestLoad?.();
}

type ToastOptions = {
  description?: string;
  /** A button in the toast (an undo); the toast then stays long enough to reach it. */
  action?: { label: string; onClick: () => void };
};

/** How long a toast with a button stays: time to read it, find the button and press it. */
const ACTION_TOAST_MS = 10_000;

/**
 * One toast at a time (spec public-site §2): a new one dismisses the ones before it. sonner would
 * only hide them and keep them in the page until their timers ran out, where a screen reader or a
 * search by text would still find last submission's answer next to this one's.
 */
function show(kind: 'success' | 'error') {
  return (title: string, options?: ToastOptions) =>
    enqueue((sonner) => {
      sonner.toast.dismiss();
      sonner.toast[kind](title, options?.action ? { ...options, duration: ACTION_TOAST_MS } : options);
    });
}

/** The app's toasts: `toast.success(title, { description, action })`, `toast.error(title, { description })`. */
export const toast = { success: show('success'), error: show('error') };

/**
 * sonner's light rich colours put its green and red text on their pale backgrounds at about 4.3:1,
 * under WCAG's 4.5:1 for its 13 px text (axe color-contrast, issue 52): the same hues, darker, reach
 * about 6:1. Set on the toaster's list, they win over sonner's stylesheet; the dark theme's stand.
 */
const LIGHT_TOAST_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/**
 * Mounted once in the root layout, which passes `texts` in the page's script; one toast visible at
 * a time (spec public-site §2).
 */
export function Toaster({ texts = TOASTER_TEXTS }: { texts?: ToasterTexts }) {
  const { resolvedTheme } = useTheme();
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    requestLoad = () => {
      requestLoad = null;
      void import('sonner').then(setSonner);
    };
    if (queue.length > 0) requestLoad();
    return () => {
      requestLoad = null;
    };
  }, []);

  // Runs after sonner's <Toaster> below has mounted and subscribed, so queued toasts are shown.
  useEffect(() => {
    if (!sonner) return;
    ready = sonner;
    const pending = queue;
    queue = [];
    pending.forEach((call) => call(sonner));
  }, [sonner]);

  if (!sonner) return null;
  return (
    <sonner.Toaster
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      style={resolvedTheme === 'dark' ? undefined : LIGHT_TOAST_TEXT}
      containerAriaLabel={texts.region}
      toastOptions={{ classNames: { toast: 'font-sans' }, closeButtonAriaLabel: texts.close }}
    />
  );
}
